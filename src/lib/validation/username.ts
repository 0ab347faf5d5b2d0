import { z } from 'zod';
import { UsernameMax, UsernameMin, UsernameRegExp } from '@/generated/zod/components/index.zod';

/*
 * The username rule, from the contract (`Username` in openapi.yaml): lower-case letters a–z, digits, `.` and `_`,
 * 3 to 20 characters. A username goes into request paths and profile URLs, so nothing that could end a path
 * segment (`/`, `?`, `#`, `%`) or start markup (`<`, `"`) is ever accepted, by the form or by a link.
 */
export const USERNAME_MIN = UsernameMin;
export const USERNAME_MAX = UsernameMax;
const USERNAME_PATTERN = UsernameRegExp;

/** True when the value could be someone's username; anything else names nobody and is never sent. */
export function isUsername(value: string): boolean {
  return value.length >= USERNAME_MIN && value.length <= USERNAME_MAX && USERNAME_PATTERN.test(value);
}

/**
 * The registration field. A wrong character is reported before the length, since it is what the person must
 * change; messages are namespaced i18n keys (`register:` holds the wording).
 */
export const usernameField = z
  .string()
  .min(1, { error: 'register:userName.required' })
  .regex(USERNAME_PATTERN, { error: 'register:userName.pattern' })
  .min(USERNAME_MIN, { error: 'register:userName.min' })
  .max(USERNAME_MAX, { error: 'register:userName.max' });
