import { z } from 'zod';
import { ChangePasswordBody, DeleteAccountBody } from '@/generated/zod/user/user.zod';
import {
  confirmPasswordSchema,
  passwordSchema,
  withPasswordConfirmation,
} from '@/lib/validation/password-rules';

/**
 * Change password: the current one only has to be given (an account older than a rule must still be able to
 * prove itself); the new one follows registration's rules and is typed twice. The request body is
 * `{ currentPassword, newPassword }`.
 */
export const changePasswordSchema = withPasswordConfirmation(
  z.object({
    currentPassword: ChangePasswordBody.shape.currentPassword.min(1, {
      error: 'settings:password.currentRequired',
    }),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

/** Delete account: the password confirms it is really the owner. */
export const deleteAccountSchema = DeleteAccountBody.extend({
  password: z.string().min(1, { error: 'settings:deleteAccount.passwordRequired' }),
});
export type DeleteAccountValues = z.input<typeof deleteAccountSchema>;
