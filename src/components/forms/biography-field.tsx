import { Textarea } from '@chakra-ui/react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/formatters';
import { BIOGRAPHY_MAX } from '@/lib/validation/profile-fields';
import type { FieldSpec, SharedFieldProps } from './field-spec';
import { FormField } from './form-field';

interface BiographyFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FieldSpec<TValues>, SharedFieldProps {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** A namespaced i18n key for the counter under the field, given `current` and `max`. */
  counterKey: string;
}

/** A teacher's biography with a live character counter against the contract's limit. */
export function BiographyField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  label,
  counterKey,
  onEdit,
}: BiographyFieldProps<TValues, TContext, TOutput>) {
  const { t } = useTranslation();
  const { register, control, getFieldState, formState } = form;
  // The name is checked to hold a string, but TypeScript cannot carry that through a generic form's values.
  const biography: unknown = useWatch({ control, name });
  const length = typeof biography === 'string' ? biography.length : 0;

  return (
    <FormField
      label={label}
      error={getFieldState(name, formState).error?.message}
      helper={t(counterKey, { current: formatNumber(length), max: formatNumber(BIOGRAPHY_MAX) })}
      required
    >
      {(describedBy) => <Textarea {...describedBy} {...register(name, { onChange: onEdit })} rows={4} />}
    </FormField>
  );
}
