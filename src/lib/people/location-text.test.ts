import { describe, expect, it } from 'vitest';
import { type LocationRow, locationRow, locationRowOf } from './location-text';

const known = (text: string): LocationRow => ({ kind: 'known', text });
const unknown: LocationRow = { kind: 'unknown' };
const hidden: LocationRow = { kind: 'hidden' };

// The one location rule. Each row: the card's text as the server writes it, the same place as the profile's
// and the listing's city and district, and what the row shows.
const table: [
  string | null | undefined,
  [string | null | undefined, string | null | undefined],
  LocationRow,
][] = [
  [null, [null, null], unknown],
  [undefined, [undefined, undefined], unknown],
  ['null', ['null', null], unknown],
  ['null/null', ['null', 'null'], unknown],
  [' null / null ', [' null ', ' null '], unknown],
  ['', ['', ''], hidden],
  ['   ', ['  ', ' '], hidden],
  ['Ankara', ['Ankara', null], known('Ankara')],
  ['Ankara/null', ['Ankara', 'null'], known('Ankara')],
  [' Ankara ', [' Ankara ', ''], known('Ankara')],
  ['null/Çankaya', [null, 'Çankaya'], known('Çankaya')],
  ['İstanbul/Kadıköy', ['İstanbul', 'Kadıköy'], known('İstanbul / Kadıköy')],
];

describe('location rule', () => {
  it.each(table)('card text %j, parts %j: %j', (text, [city, district], row) => {
    expect(locationRow(text)).toEqual(row);
    expect(locationRowOf(city, district)).toEqual(row);
  });

  it('says unknown when one part is missing and the other empty', () => {
    expect(locationRowOf('', null)).toEqual(unknown);
  });
});
