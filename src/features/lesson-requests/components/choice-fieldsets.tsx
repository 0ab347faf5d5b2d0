import {
  Badge,
  Box,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  HStack,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type ReactNode, type Ref, useId } from 'react';
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

/** One weekday's choices among the teacher's ranges. */
export interface SlotDay {
  day: string;
  /** The day's name ('Cumartesi'). */
  name: string;
  /** Said beside the name when the teacher is away on its next date ('Bu hafta izinde'). */
  note?: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * The teacher's free ranges as checkboxes grouped by day: each day a group named by the day, each range a
 * bordered card whose accessible name carries its day ('Cumartesi 09:00–12:30') while it shows the times.
 */
export function SlotFieldset({
  legend,
  helper,
  days,
  error,
  inputRef,
  value,
  onChange,
}: {
  legend: string;
  helper: ReactNode;
  days: readonly SlotDay[];
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{helper}</Fieldset.HelperText>
      <CheckboxGroup value={[...value]} onValueChange={onChange} colorPalette="brand">
        <Stack gap="3" mt="2">
          {days.map((day, dayIndex) => (
            <Box key={day.day} role="group" aria-labelledby={`${id}-${day.day}`}>
              <HStack gap="2" mb="1.5" flexWrap="wrap">
                <Text id={`${id}-${day.day}`} fontWeight="semibold" textStyle="sm">
                  {day.name}
                </Text>
                {day.note ? (
                  <Badge variant="subtle" colorPalette="orange" size="sm">
                    {day.note}
                  </Badge>
                ) : null}
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
                {day.choices.map((choice, index) => (
                  <Checkbox.Root
                    key={choice.value}
                    value={choice.value}
                    invalid={Boolean(error)}
                    borderWidth="1px"
                    borderRadius="l2"
                    px="3"
                    py="2.5"
                    _checked={{ borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' }}
                  >
                    <Checkbox.HiddenInput ref={dayIndex === 0 && index === 0 ? inputRef : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal" fontVariantNumeric="tabular-nums">
                      <VisuallyHidden>{`${day.name} `}</VisuallyHidden>
                      {choice.label}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      </CheckboxGroup>
      {error ? <Fieldset.ErrorText color={ERROR_COLOUR}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
