/**
 * Numbers, dates and text comparison through Intl (STYLE.md): Turkish formatting in Istanbul time, whatever
 * the visitor's machine is set to, so a lesson at 18:00 reads the same for everyone.
 */
export const APP_LOCALE = 'tr-TR';
export const APP_TIME_ZONE = 'Europe/Istanbul';

type DateInput = Date | string | number;

/** The interface language to an Intl locale, so dates read naturally in English too. */
export const intlLocaleFor = (language: string): string => (language.startsWith('en') ? 'en-GB' : 'tr-TR');

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/*
 * Building an Intl formatter costs far more than using one (it loads locale data), and a screen of cards
 * formats hundreds of values while it renders: each locale-and-options pair is built once and kept.
 */
function cached<F>(build: (locale: string, options: object) => F): (locale: string, options?: object) => F {
  const formatters = new Map<string, F>();
  return (locale, options = {}) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (formatter === undefined) {
      formatter = build(locale, options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

const numberFormat = cached((locale, options) => new Intl.NumberFormat(locale, options));
const dateTimeFormat = cached((locale, options) => new Intl.DateTimeFormat(locale, options));
const relativeTimeFormat = cached((locale, options) => new Intl.RelativeTimeFormat(locale, options));

export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  locale: string = APP_LOCALE,
): string {
  return numberFormat(locale, options).format(value);
}

/** Day, month name and year by default: "1 Mayıs 2025". */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
  locale: string = APP_LOCALE,
): string {
  return dateTimeFormat(locale, { timeZone: APP_TIME_ZONE, ...options }).format(toDate(value));
}

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** 24-hour hh:mm. */
export function formatTime(value: DateInput, locale: string = APP_LOCALE): string {
  return dateTimeFormat(locale, TIME_OPTIONS).format(toDate(value));
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/**
 * How long ago (or how far ahead) a moment is, in words: '3 dakika önce', 'dün', 'şimdi'. The largest unit
 * that keeps the number below its next step, rounded, so 90 minutes read '2 saat önce'.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = Date.now(),
  locale: string = APP_LOCALE,
): string {
  let amount = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  // Half a unit rounds away from zero both ways (Math.round alone turns -1.5 into -1).
  const round = (n: number) => Math.sign(n) * Math.round(Math.abs(n));
  for (const [unit, step] of RELATIVE_STEPS) {
    if (Math.abs(amount) < step) return format.format(round(amount), unit);
    amount /= step;
  }
  return format.format(round(amount), 'year');
}

// One collator for the whole app: Ç, Ğ, İ, Ö, Ş, Ü sort where Turkish readers expect them, not after Z.
const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

export const compareTr = (a: string, b: string): number => collator.compare(a, b);

/** Turkish casing: 'I' becomes 'ı' and 'İ' becomes 'i'. */
export const toLowerTr = (text: string): string => text.toLocaleLowerCase(APP_LOCALE);
export const toUpperTr = (text: string): string => text.toLocaleUpperCase(APP_LOCALE);
