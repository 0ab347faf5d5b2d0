/*
 * Turkish phone numbers as people type, paste or autofill them ('0532 123 45 67', '532 123 45 67',
 * '+90 532 123 45 67', '0090 532 123 45 67', '90 532 123 45 67', '(0532) 123-45-67', '+905321234567') are one
 * number, stored as the 11 national digits '05321234567'. The country code is dropped rather than kept as digits:
 * docs/decisions/2026-11-26-phone-numbers.md says why this goes beyond "keep digits, add a 0, cut to 11".
 */

/** A stored number: 0, then a digit other than 0 (00 starts an international number), then 9 more. */
export const PHONE_PATTERN = /^0[1-9]\d{9}$/;

const COUNTRY_CODE = '90';

/**
 * How the start of a value reads: a national number (with or without its leading 0), Turkey's country code
 * written as '+90', '0090' or '90', a country code not yet complete ('+9', '009', '90' with nothing after it),
 * or another country's number. `dropped` is how many leading digits are not part of the national number.
 */
type PhoneStart =
  { kind: 'national'; national: string; dropped: number; added: number } | { kind: 'incomplete' | 'foreign' };

function readStart(value: string): PhoneStart {
  const compact = value.replace(/[^\d+]/g, '');
  const digits = compact.replace(/\D/g, '');
  const national = (dropped: number, added: number): PhoneStart => ({
    kind: 'national',
    national: (added ? '0' : '') + digits.slice(dropped),
    dropped,
    added,
  });
  const afterCountryCode = (prefix: string): PhoneStart => {
    if (prefix.startsWith(digits)) return { kind: 'incomplete' };
    if (!digits.startsWith(prefix)) return { kind: 'foreign' };
    // '+90 (0532) …': the national 0 some people keep after the country code is the one added back.
    return national(prefix.length + (digits.charAt(prefix.length) === '0' ? 1 : 0), 1);
  };

  if (compact.startsWith('+')) return afterCountryCode(COUNTRY_CODE);
  if (digits.startsWith('00')) return afterCountryCode(`00${COUNTRY_CODE}`);
  if (digits.startsWith('0') || digits === '') return national(0, 0);
  // Without a 0 or a '+', a leading 90 is the country code: no Turkish number has 9 and 0 as its first two
  // digits after the 0, so '90 532 123 45 67' is not ambiguous.
  if (digits.startsWith('9')) return afterCountryCode(COUNTRY_CODE);
  return national(0, 1);
}

/**
 * The number to store, send and check: the national digits with their leading 0 ('05321234567'), or '' for a
 * field with no digits. Anything that is not a Turkish number comes back as its digits (with a leading '+'),
 * which PHONE_PATTERN refuses: never cut or guessed into a different number.
 */
export function normalisePhone(value: string): string {
  const start = readStart(value);
  if (start.kind === 'national') return start.national;
  return value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
}

/** A stored number in its spoken groups, '0 532 123 45 67'; digits past the 11th form one more group. */
function groupPhoneDigits(digits: string): string {
  const groups = [1, 3, 3, 2, 2];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * A phone number as every screen shows it: the stored form grouped ('0 532 123 45 67'), whatever way it was
 * written; what is not a Turkish number is shown as it came.
 */
export function formatPhone(phone: string): string {
  const normalised = normalisePhone(phone);
  return PHONE_PATTERN.test(normalised) ? groupPhoneDigits(normalised) : phone.trim();
}

/**
 * The phone field while the person types: the national number grouped as they go ('0 532 123 45 67'), and
 * where the caret goes so it stays after the same digit (grouping adds spaces; turning '+90 5' into '0 5'
 * drops the country code's digits and adds the 0). A country code still being typed ('+9', '009') or another
 * country's number stays as typed, for the rule to judge.
 */
export function formatPhoneTyping(value: string, caret: number): { text: string; caret: number } {
  const start = readStart(value);
  if (start.kind !== 'national') return { text: value, caret };
  const text = groupPhoneDigits(start.national);
  const digitsBefore = value.slice(0, caret).replace(/\D/g, '').length;
  const wanted = Math.max(0, digitsBefore - start.dropped) + start.added;
  return { text, caret: caretAfterDigits(text, wanted) };
}

function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
