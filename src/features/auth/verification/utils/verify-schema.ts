import { z } from 'zod';

/** A verification code has at most 8 characters. */
export const CODE_MAX_LENGTH = 8;

/** Messages are `verify:` keys (FormField translates them). */
export const verifySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'verify:code.required' })
    .max(CODE_MAX_LENGTH, { error: 'verify:code.max' }),
});
export type VerifyValues = z.input<typeof verifySchema>;
