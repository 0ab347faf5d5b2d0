/*
 * The Turkish dative ending of an amount as it is read aloud ('₺600'e', '₺450'ye', '₺90'a'): the last spoken
 * word decides the vowel (harmony) and whether a buffer 'y' comes between two vowels. Written once here so
 * every "... kadar" chip agrees.
 */
const UNITS = ['', "'e", "'ye", "'e", "'e", "'e", "'ya", "'ye", "'e", "'a"]; // bir iki üç dört beş altı yedi sekiz dokuz
const TENS = ['', "'a", "'ye", "'a", "'a", "'ye", "'a", "'e", "'e", "'a"]; // on yirmi otuz kırk elli altmış yetmiş seksen doksan

/** The dative ending (with its apostrophe) of a whole number read in Turkish. */
export function dativeSuffix(amount: number): string {
  const n = Math.abs(Math.trunc(amount));
  if (n === 0) return "'a"; // sıfır
  if (n % 10 !== 0) return UNITS[n % 10]!;
  if (n % 100 !== 0) return TENS[(n % 100) / 10]!;
  if (n % 1000 !== 0) return "'e"; // yüz
  if (n % 1_000_000 !== 0) return "'e"; // bin
  return "'a"; // milyon, milyar
}
