import { toUpperTr } from '@/i18n/formatters';

/** First letter of the name and of the surname, upper-cased the Turkish way ('ılgın' → 'I', 'irem' → 'İ'). */
export function initials(name: string | null | undefined, surName: string | null | undefined): string {
  // Array.from keeps a letter outside the BMP whole; the first letter of each given part only.
  const first = (part: string | null | undefined) => Array.from(part?.trim() ?? '')[0] ?? '';
  return toUpperTr(first(name) + first(surName));
}
