import { z } from 'zod';

/**
 * The password rules shared by registration, password reset and settings. Messages are
 * namespaced i18n keys (`auth:…`; FormField translates them), so the rules stay plain data that any screen
 * and any test can use.
 */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  required: 'auth:password.required',
  min: 'auth:password.min',
  uppercase: 'auth:password.uppercase',
  lowercase: 'auth:password.lowercase',
  digit: 'auth:password.digit',
  special: 'auth:password.special',
  confirmRequired: 'auth:password.confirmRequired',
  mismatch: 'auth:password.mismatch',
} as const;

// Unicode classes, so Turkish letters count: 'İ', 'Ş' are uppercase, 'ı', 'ğ' lowercase, none is "special".
const PATTERNS = {
  uppercase: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{N}\s]/u,
} as const;

export type PasswordRule = keyof typeof PATTERNS;
export const PASSWORD_RULES = Object.keys(PATTERNS) as PasswordRule[];

export function meetsRule(password: string, rule: PasswordRule): boolean {
  return PATTERNS[rule].test(password);
}

/** Every rule (length included) holds. */
export function meetsAllRules(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && PASSWORD_RULES.every((rule) => meetsRule(password, rule));
}

/** One message per rule, checked in the spec's order; the form shows the first one that fails. */
export const passwordSchema = z
  .string()
  .min(1, { error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.min })
  .regex(PATTERNS.uppercase, { error: PASSWORD_MESSAGES.uppercase })
  .regex(PATTERNS.lowercase, { error: PASSWORD_MESSAGES.lowercase })
  .regex(PATTERNS.digit, { error: PASSWORD_MESSAGES.digit })
  .regex(PATTERNS.special, { error: PASSWORD_MESSAGES.special });

export const confirmPasswordSchema = z.string().min(1, { error: PASSWORD_MESSAGES.confirmRequired });

/**
 * Adds the "must match" rule to a form object holding both fields. `when` lets it run even while the password
 * itself still breaks a rule, so a person sees both problems at once.
 */
export function withPasswordConfirmation<
  Shape extends { password: z.ZodType<string>; confirmPassword: z.ZodType<string> },
>(schema: z.ZodObject<Shape>) {
  const both = (value: unknown) => value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return schema.refine((values) => both(values)?.password === both(values)?.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_MESSAGES.mismatch,
    when: ({ value }) => {
      const { password, confirmPassword } = both(value) ?? {};
      return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
    },
  });
}

export type PasswordStrength = 'weak' | 'medium' | 'good' | 'strong';
export const PASSWORD_STRENGTH_LEVELS: readonly PasswordStrength[] = ['weak', 'medium', 'good', 'strong'];

/** Weak under 6, medium under 8, good under 10, strong at 10 or more with all rules met. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  if (password.length < 8) return 'medium';
  if (password.length < 10 || !meetsAllRules(password)) return 'good';
  return 'strong';
}
