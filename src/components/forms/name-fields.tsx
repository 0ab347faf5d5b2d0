import { Input, SimpleGrid } from '@chakra-ui/react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { capitaliseWordsTr } from '@/lib/validation/normalise';
import type { FieldSpec, SharedFieldProps } from './field-spec';
import { FormField } from './form-field';

interface NameFieldsProps<TValues extends FieldValues, TContext, TOutput> extends SharedFieldProps {
  control: Control<TValues, TContext, TOutput>;
  given: FieldSpec<TValues>;
  family: FieldSpec<TValues>;
}

/**
 * First and last name side by side (stacked on a phone), each capitalised word by word as the person types
 * (Turkish casing), as registration and settings ask for them.
 */
export function NameFields<TValues extends FieldValues, TContext, TOutput>({
  control,
  given,
  family,
  onEdit,
}: NameFieldsProps<TValues, TContext, TOutput>) {
  const fields = [
    { ...given, autoComplete: 'given-name' },
    { ...family, autoComplete: 'family-name' },
  ];

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
      {fields.map(({ name, label, autoComplete }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <FormField label={label} error={fieldState.error?.message} required>
              {(describedBy) => (
                <Input
                  {...describedBy}
                  {...field}
                  onChange={(event) => {
                    field.onChange(capitaliseWordsTr(event.target.value));
                    onEdit();
                  }}
                  autoComplete={autoComplete}
                />
              )}
            </FormField>
          )}
        />
      ))}
    </SimpleGrid>
  );
}
