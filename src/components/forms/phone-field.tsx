import { Input } from '@chakra-ui/react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { formatPhoneTyping } from '@/lib/validation/phone';
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

/**
 * The optional phone number, grouped as the person types, pastes or autofills it ('+905321234567' →
 * '0 532 123 45 67'); the form keeps what the field shows and the rule (lib/validation/phone) reads the number
 * from it. The caret stays after the same digit when grouping adds or removes spaces.
 */
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
                const input = event.target;
                const typed = formatPhoneTyping(input.value, input.selectionStart ?? input.value.length);
                // Written to the element before React renders it, so React finds its value unchanged and
                // leaves the caret where it is put here (a controlled value it had to set would jump to the end).
                input.value = typed.text;
                if (input.ownerDocument.activeElement === input) {
                  input.setSelectionRange(typed.caret, typed.caret);
                }
                field.onChange(typed.text);
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
