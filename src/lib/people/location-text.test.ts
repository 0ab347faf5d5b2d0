import { describe, expect, it } from 'vitest';
import { locationRow } from './location-text';

describe('locationRow', () => {
  it('shows a real location as it is', () => {
    expect(locationRow('İstanbul/Kadıköy')).toEqual({ kind: 'known', text: 'İstanbul/Kadıköy' });
    expect(locationRow('Ankara')).toEqual({ kind: 'known', text: 'Ankara' });
  });

  it('hides the row when the text is empty', () => {
    expect(locationRow('')).toEqual({ kind: 'hidden' });
    expect(locationRow('   ')).toEqual({ kind: 'hidden' });
  });

  it("says 'unknown' for null, a missing field, 'null' and 'null/null'", () => {
    expect(locationRow(null)).toEqual({ kind: 'unknown' });
    expect(locationRow(undefined)).toEqual({ kind: 'unknown' });
    expect(locationRow('null')).toEqual({ kind: 'unknown' });
    expect(locationRow('null/null')).toEqual({ kind: 'unknown' });
  });
});
