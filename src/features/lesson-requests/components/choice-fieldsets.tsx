import { Checkbox, CheckboxGroup, Fieldset, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { ERROR_COLOUR } from '@/components/forms/form-field';

interface Choice<T extends string> {
  value: T;
  label: string;
}

interface FieldsetProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  /** Already in words. */
  error?: string;
  helper?: ReactNode;
  /** Given to the first control, so a failed submit can move the focus there. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A group of checkboxes under one legend (preferred days, time ranges), its error said for the whole group. */
export function CheckboxFieldset<T extends string>({
  legend,
  choices,
  error,
  inputRef,
  value,
  onChange,
  columns = { base: 2, sm: 3, md: 4 },
}: FieldsetProps<T> & {
  value: readonly T[];
  onChange: (value: T[]) => void;
  columns?: Record<string, number>;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <CheckboxGroup value={[...value]} onValueChange={(next) => onChange(next as T[])} colorPalette="brand">
        <SimpleGrid columns={columns} gap="2" mt="2">
          {choices.map((choice, index) => (
            <Checkbox.Root key={choice.value} value={choice.value} invalid={Boolean(error)}>
              <Checkbox.HiddenInput ref={index === 0 ? inputRef : undefined} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {error ? <Fieldset.ErrorText color={ERROR_COLOUR}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** One choice among a few as radio buttons (the lesson mode). */
export function RadioFieldset<T extends string>({
  legend,
  choices,
  error,
  helper,
  inputRef,
  value,
  onChange,
}: FieldsetProps<T> & { value: string; onChange: (value: T) => void }) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <RadioGroup.Root
        value={value || null}
        onValueChange={({ value: next }) => {
          if (next) onChange(next as T);
        }}
        colorPalette="brand"
        mt="2"
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
          {choices.map((choice, index) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput ref={index === 0 ? inputRef : undefined} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      {error ? <Fieldset.ErrorText color={ERROR_COLOUR}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
