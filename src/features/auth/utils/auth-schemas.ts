import { z } from 'zod';
import { ForgotPasswordBody, LoginBody } from '@/generated/zod/auth/auth.zod';
import {
  confirmPasswordSchema,
  passwordSchema,
  withPasswordConfirmation,
} from '@/lib/validation/password-rules';

/** Messages are namespaced i18n keys (`auth:…`), which FormField translates; see lib/validation. */

// The contract's login body, with the messages a person reads. No password rules here: accounts made before
// a rule existed must still be able to sign in.
export const loginSchema = LoginBody.extend({
  usernameOrEmail: z.string().trim().min(1, { error: 'auth:login.usernameOrEmailRequired' }),
  password: z.string().min(1, { error: 'auth:login.passwordRequired' }),
});
export type LoginValues = z.input<typeof loginSchema>;

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'auth:email.required' })
  .pipe(z.email({ error: 'auth:email.invalid' }));

export const forgotPasswordSchema = ForgotPasswordBody.extend({ email: emailSchema });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

// The form's fields; the request body is `{ token, newPassword }` (token from the link).
export const resetPasswordSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema, confirmPassword: confirmPasswordSchema }),
);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
