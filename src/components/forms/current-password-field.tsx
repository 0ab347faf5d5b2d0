import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface CurrentPasswordFieldProps {
  label: string;
  /** The schema's i18n key when the field breaks a rule. */
  error?: string;
  /** The server's refusal of this password, already in words. */
  refused?: string;
  registration: UseFormRegisterReturn;
  /** A ref beside react-hook-form's own, for a screen that moves the focus here itself. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The password the user already has, typed to sign in or to prove it is them before a change. Marked
 * `current-password` so password managers fill it in and never offer a new one here.
 */
export function CurrentPasswordField({
  label,
  error,
  refused,
  registration,
  inputRef,
}: CurrentPasswordFieldProps) {
  const ref = inputRef
    ? (element: HTMLInputElement | null) => {
        registration.ref(element);
        inputRef.current = element;
      }
    : registration.ref;
  return (
    <FormField label={label} error={error} errorText={refused} required>
      {(describedBy) => (
        <PasswordInput {...describedBy} {...registration} ref={ref} autoComplete="current-password" />
      )}
    </FormField>
  );
}
