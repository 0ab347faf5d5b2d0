import { Input, type InputProps } from '@chakra-ui/react';
import { type FieldValues, type UseFormReturn } from 'react-hook-form';
import { EXPERIENCE_MAX, EXPERIENCE_MIN } from '@/lib/validation/profile-fields';
import type { FieldSpec, SharedFieldProps } from './field-spec';
import { FormField } from './form-field';

interface ExperienceFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FieldSpec<TValues>, SharedFieldProps {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** How wide the field may grow; a few digits need little room beside other fields. */
  maxW?: InputProps['maxW'];
}

/** A teacher's experience in whole years, within the contract's limits. */
export function ExperienceField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  label,
  maxW,
  onEdit,
}: ExperienceFieldProps<TValues, TContext, TOutput>) {
  const { register, getFieldState, formState } = form;

  return (
    <FormField label={label} error={getFieldState(name, formState).error?.message} required>
      {(describedBy) => (
        <Input
          {...describedBy}
          {...register(name, { onChange: onEdit })}
          type="number"
          inputMode="numeric"
          min={EXPERIENCE_MIN}
          max={EXPERIENCE_MAX}
          step={1}
          maxW={maxW}
        />
      )}
    </FormField>
  );
}
