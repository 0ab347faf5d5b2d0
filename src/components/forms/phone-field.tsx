import { Input } from '@chakra-ui/react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { normalisePhone } from '@/lib/validation/normalise';
import type { FieldSpec, SharedFieldProps } from './field-spec';
import { FormField } from './form-field';

interface PhoneFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FieldSpec<TValues>, SharedFieldProps {
  control: Control<TValues, TContext, TOutput>;
  placeholder: string;
  /** A namespaced i18n key shown when the field's own rule passes (the number is taken), or nothing. */
  unavailable?: string;
  helper?: string;
}

/** The optional phone number, kept to digits with a leading 0 and 11 at most while the person types. */
export function PhoneField<TValues extends FieldValues, TContext, TOutput>({
  control,
  name,
  label,
  placeholder,
  unavailable,
  helper,
  onEdit,
}: PhoneFieldProps<TValues, TContext, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message ?? unavailable} helper={helper}>
          {(describedBy) => (
            <Input
              {...describedBy}
              {...field}
              onChange={(event) => {
                field.onChange(normalisePhone(event.target.value));
                onEdit();
              }}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={placeholder}
            />
          )}
        </FormField>
      )}
    />
  );
}
