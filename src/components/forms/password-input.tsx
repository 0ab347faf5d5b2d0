import { Icon, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password field with a show/hide toggle. The toggle keeps one name and reports its state with
 * aria-pressed, as a toggle button should; pasting is never blocked (password managers paste).
 */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  // The password wording lives with the other account texts in the `auth` namespace.
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);

  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon asChild>{visible ? <EyeOff /> : <Eye />}</Icon>
        </IconButton>
      }
    >
      {/* autoCapitalize/spellCheck off: a phone must not "correct" a password that is shown as text. */}
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
    </InputGroup>
  );
}
