type Part = string | null | undefined;

/** "Ad Soyad" from whichever parts exist, trimmed; `fallback` (e.g. the username) when neither does. */
export function fullName(name: Part, surname: Part, fallback = ''): string {
  const text = [name, surname]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  return text || fallback;
}
