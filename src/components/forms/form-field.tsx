import { Field } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spread onto the control: names the helper and the error, when shown. */
export interface DescribedByProps {
  'aria-describedby'?: string;
}

/** Error text: the theme's fg.error, which reaches the 4.5:1 small text needs in both modes (src/theme). */
export const ERROR_COLOUR = 'fg.error';

interface FormFieldProps {
  label: string;
  /** A namespaced i18n key from the zod schema (`auth:password.min`), or nothing. */
  error?: string;
  /** Text already in words (the server's answer about this field); shown when `error` is not set. */
  errorText?: string;
  helper?: ReactNode;
  required?: boolean;
  children: (describedBy: DescribedByProps) => ReactNode;
}

/**
 * Label, control, helper and error in Chakra's Field (id, label, aria-invalid, required). Ark ties the
 * error only through aria-errormessage, which many screen readers ignore, so the control also gets an
 * aria-describedby naming the helper and the error.
 */
export function FormField({ label, error, errorText, helper, required, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` };
  const message = error ? t(error) : errorText;
  const describedBy = [helper ? ids.helperText : null, message ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Field.Root invalid={Boolean(message)} required={required} ids={ids}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator color={ERROR_COLOUR} />
      </Field.Label>
      {children({ 'aria-describedby': describedBy || undefined })}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {message ? <Field.ErrorText color={ERROR_COLOUR}>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
