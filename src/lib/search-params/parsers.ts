/*
 * Readers of filter values in a page's URL (/teachers, /courses). A value a person may have typed by hand, or a
 * link cut short, is read forgivingly: an unusable value reads as "not set" and never as an error, so the page
 * shows the results of the usable filters and says nothing alarming
 * (docs/decisions/2026-11-26-url-filter-values.md). The mock backend drops the same values
 * (mocks/handlers/filters.ts), so both sides agree.
 */

/** The largest fee a URL may carry: a bigger one is not a fee but a typo, and reads as not set. */
export const MAX_AMOUNT = 1_000_000;

const WHOLE = /^\d+$/;

/** A whole number 1..max ('12'); anything else (empty, '0', '-3', '1.5', 'abc', too big) is null. */
export function positiveInt(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number | null {
  const text = value?.trim();
  if (!text || !WHOLE.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= 1 && number <= max ? number : null;
}

/** A whole number within min..max, or null. */
export function intInRange(value: string | null | undefined, min: number, max: number): number | null {
  const text = value?.trim();
  if (!text || !WHOLE.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
}

/** A whole amount of money, 0..MAX_AMOUNT (whole Turkish lira); '-5', '12.5', 'abc' and huge numbers are null. */
export const wholeAmount = (value: string | null | undefined): number | null =>
  intInRange(value, 0, MAX_AMOUNT);

/** The value when it is one of `choices` (exactly; URL names are lower case), else null. */
export function oneOf<T extends string>(value: string | null | undefined, choices: readonly T[]): T | null {
  return value != null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/** The known values among repeated ones, each once, in the order of `choices` (a stable URL and chip order). */
export function manyOf<T extends string>(values: readonly string[], choices: readonly T[]): T[] {
  return choices.filter((choice) => values.includes(choice));
}

export interface AmountRange {
  min: number | null;
  max: number | null;
}

/**
 * A fee range: a minimum above the maximum asks for nothing sensible, and which end was the mistake cannot be
 * known, so both ends are dropped (as the contract's server does).
 */
export function amountRange(min: string | null | undefined, max: string | null | undefined): AmountRange {
  const low = wholeAmount(min);
  const high = wholeAmount(max);
  if (low !== null && high !== null && low > high) return { min: null, max: null };
  return { min: low, max: high };
}

/** A flag set by `1` (`verified=1`); any other value is off. */
export const flag = (value: string | null | undefined): boolean => value === '1';
