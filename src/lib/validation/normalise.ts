import { toLowerTr, toUpperTr } from '@/i18n/formatters';

/** The longest username a person may type before being told so (the rule itself is 20). */
export const USERNAME_TYPING_CAP = 100;
export const PHONE_LENGTH = 11;

// Control characters (NUL, escapes, line breaks), invisible formatting (zero-width spaces and joiners,
// right-to-left overrides and isolates, the byte-order mark, soft hyphens) and the line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const INVISIBLE_EXCEPT_LINE_BREAKS = /(?!\n)[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * Removes characters a person cannot see from what they typed or pasted: a NUL or a right-to-left override in a
 * name would reorder or hide text on every screen that shows it. Multi-line text keeps its line breaks.
 */
export function stripInvisible(value: string, { keepLineBreaks = false } = {}): string {
  return value.replace(keepLineBreaks ? INVISIBLE_EXCEPT_LINE_BREAKS : INVISIBLE, '');
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

/** Only digits, a leading 0 added when missing, at most 11 digits; an empty field stays empty. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return '';
  return (digits.startsWith('0') ? digits : `0${digits}`).slice(0, PHONE_LENGTH);
}

// The same pattern the schema uses, so "well-formed" means one thing for checks and for validation.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isWellFormedEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const PHONE_PATTERN = /^0\d{10}$/;
