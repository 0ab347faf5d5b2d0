import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface FormFrameProps {
  /** Usually react-hook-form's `handleSubmit(...)`; the browser's own validation stays off (`noValidate`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** A message about the whole form, shown above the fields and announced as an alert. */
  failure?: string | null;
  submitLabel: string;
  /** Replaces the label while the form is being sent. */
  submittingLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** Full-page forms use the large button; forms inside a page section the default one. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** A form's frame: its failure alert on top, its fields, and the submit button last. */
export function FormFrame({
  onSubmit,
  failure,
  submitLabel,
  submittingLabel,
  submitting,
  submitDisabled,
  size = 'md',
  children,
}: FormFrameProps) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="5">
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          size={size}
          disabled={submitDisabled}
          loading={submitting}
          loadingText={submittingLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
