export type LocationRow = { kind: 'hidden' } | { kind: 'unknown' } | { kind: 'known'; text: string };

type Part = string | null | undefined;

const HIDDEN: LocationRow = { kind: 'hidden' };
const UNKNOWN: LocationRow = { kind: 'unknown' };

/**
 * The location row, one rule for the teacher card, the profile and the listing: "İl / İlçe" from whichever
 * parts are known. Nothing known but a null, a missing field or the server's own text 'null' ('null/null' for
 * both parts) reads 'Konum bilgisi yok' (unknown); parts that are only empty texts hide the row.
 */
export function locationRowOf(city: Part, district: Part): LocationRow {
  const parts = [city, district].map((part) => part?.trim() ?? null);
  const known = parts.filter((part): part is string => Boolean(part) && part !== 'null');
  if (known.length > 0) return { kind: 'known', text: known.join(' / ') };
  return parts.every((part) => part === '') ? HIDDEN : UNKNOWN;
}

/** The teacher card's one text, "City/District" as the server writes it, read by the same rule. */
export function locationRow(location: Part): LocationRow {
  if (location === null || location === undefined) return UNKNOWN;
  const [city = '', ...district] = location.split('/');
  return locationRowOf(city, district.join('/'));
}
