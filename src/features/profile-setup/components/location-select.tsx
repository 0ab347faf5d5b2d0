import { Field } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';
import { ChoiceSelect } from '@/components/forms/choice-select';

interface LocationSelectProps {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  placeholder: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** A labelled native select (keyboard, screen readers and phones handle it best) with an empty first choice. */
export function LocationSelect({
  ref,
  label,
  placeholder,
  value,
  options,
  onChange,
  ...state
}: LocationSelectProps) {
  const { disabled, invalid, describedBy } = state;
  return (
    <Field.Root required invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect
        ref={ref}
        value={value}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        placeholder={placeholder}
        options={options.map((option) => ({ id: option.value, name: option.label }))}
      />
    </Field.Root>
  );
}
