/*
 * The one Turkish text folding for every match people type into: searches, filters and pickers in the app,
 * and the mock backend's keyword search (eslint.config.js lets mocks/ import this file, so both sides fold
 * alike). Lower case by Turkish rules first ('I' → 'ı', 'İ' → 'i'), then the Turkish letters and the
 * circumflexes to their plain Latin letter, and any other accent dropped: 'Özlem', 'ÖZLEM', 'OZLEM' and
 * 'ozlem' fold to 'ozlem'; 'ISTANBUL', 'İstanbul' and 'Istanbul' to 'istanbul'. The module imports nothing
 * (mocks import it), so the locale is written here rather than taken from i18n/formatters.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ı: 'i',
  ç: 'c',
  ğ: 'g',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Folded for matching (never for display): Turkish lower case, plain letters, spaces collapsed, trimmed. */
export function foldTr(value: string): string {
  return value
    .toLocaleLowerCase('tr-TR')
    .replace(/[ıçğöşüâîû]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query occurs somewhere in the text, both folded; an empty query matches everything. */
export function matchesAllWords(query: string, text: string): boolean {
  const folded = foldTr(text);
  return foldTr(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
