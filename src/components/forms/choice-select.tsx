import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, Ref } from 'react';

interface ChoiceSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  ref?: Ref<HTMLSelectElement>;
  placeholder: string;
  /** The choices after the empty one; `id` becomes the option's value. */
  options: readonly { id: number | string; name: string }[];
}

/** A native select (keyboard, screen readers and phones handle it best) with an empty first choice. */
export function ChoiceSelect({ ref, placeholder, options, ...props }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
