import { toLowerTr, toUpperTr } from '@/i18n/formatters';

/** The longest username a person may type before being told so (the rule itself is 20). */
export const USERNAME_TYPING_CAP = 100;

// Control characters (NUL, escapes, line breaks), invisible formatting (zero-width spaces and joiners,
// right-to-left overrides and isolates, the byte-order mark, soft hyphens) and the line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * Removes characters a person cannot see from a name they typed or pasted: a NUL or a right-to-left override in
 * a name would reorder or hide text on every screen that shows it. Stricter than the rule for what people
 * write to each other (user-text.ts): a name has no line breaks and no joiners either.
 */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, '');
}

/**
 * Each word of a name starts with a capital, with Turkish casing ('ılgın şahin' →
 * 'Ilgın Şahin', 'irem' → 'İrem'), invisible characters removed. Splitting on single spaces keeps the space a
 * person is typing.
 */
export function capitaliseWordsTr(value: string): string {
  return stripInvisible(value)
    .split(' ')
    .map((word) => (word ? toUpperTr(word.charAt(0)) + toLowerTr(word.slice(1)) : word))
    .join(' ');
}

/** Usernames are lower case (Turkish rules: 'IŞIK' → 'ışık') and have no spaces at all. */
export function normaliseUsername(value: string): string {
  return toLowerTr(value.replace(/\s+/g, ''));
}

// The same pattern the schema uses, so "well-formed" means one thing for checks and for validation.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isWellFormedEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
