export type LocationRow = { kind: 'hidden' } | { kind: 'unknown' } | { kind: 'known'; text: string };

// The server writes "City/District" and leaks its own nulls as text.
const UNKNOWN_TEXTS = new Set(['null', 'null/null']);

/**
 * Spec section 2: the location row is hidden when the text is empty; 'Konum bilgisi yok' stands in for null
 * and for the texts 'null' and 'null/null'. A missing field is treated as null.
 */
export function locationRow(location: string | null | undefined): LocationRow {
  if (location === null || location === undefined) return { kind: 'unknown' };
  const text = location.trim();
  if (text === '') return { kind: 'hidden' };
  if (UNKNOWN_TEXTS.has(text)) return { kind: 'unknown' };
  return { kind: 'known', text };
}
