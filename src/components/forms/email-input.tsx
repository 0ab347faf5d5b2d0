import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface EmailInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** An e-mail address field: the e-mail keyboard and autofill, no capitals, corrections or spell check. */
export function EmailInput({ ref, ...props }: EmailInputProps) {
  return (
    <Input
      ref={ref}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
