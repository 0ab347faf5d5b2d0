import { HStack, RadioGroup } from '@chakra-ui/react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

interface ChoiceRadiosProps<T extends string | number> {
  label: string;
  /** The choice meaning "no filter", first in the list. */
  anyLabel: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}

const ANY = '';

/**
 * One choice of a few, or none: a labelled radio group whose first radio ('Tümü') clears the filter. Radios, not
 * a select, because the few choices are read at a glance and take one tap on a phone.
 */
export function ChoiceRadios<T extends string | number>({
  label,
  anyLabel,
  choices,
  value,
  onChange,
}: ChoiceRadiosProps<T>) {
  const all: Choice<string>[] = [
    { value: ANY, label: anyLabel },
    ...choices.map((choice) => ({ value: String(choice.value), label: choice.label })),
  ];
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={value === null ? ANY : String(value)}
      onValueChange={(details) => {
        const picked = choices.find((choice) => String(choice.value) === details.value);
        onChange(picked ? picked.value : null);
      }}
    >
      <RadioGroup.Label fontWeight="semibold" mb="2">
        {label}
      </RadioGroup.Label>
      <HStack gap="3" wrap="wrap">
        {all.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
