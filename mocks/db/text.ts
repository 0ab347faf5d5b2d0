/*
 * Turkish-aware text matching for searches. Lower-casing goes through the Turkish locale first (so 'I' becomes
 * 'ı' and 'İ' becomes 'i', as a Turkish reader expects), then diacritics are folded away, so that 'ISTANBUL',
 * 'istanbul', 'İstanbul' and 'Istanbul' all match 'İstanbul', and 'ogretmen' matches 'öğretmen'.
 */
const FOLD: Record<string, string> = {
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

export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[ıçğöşüâîû]/g, (char) => FOLD[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query must occur somewhere in the haystack (both folded). */
export function matchesAllWords(query: string, haystack: string): boolean {
  const folded = foldTurkish(haystack);
  return foldTurkish(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
