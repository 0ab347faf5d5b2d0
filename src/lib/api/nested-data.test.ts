import { describe, expect, it } from 'vitest';
import { unwrapList, unwrapPage } from './nested-data';

describe('unwrapList', () => {
  it('reads data and data.data, and anything else as empty', () => {
    expect(unwrapList([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(unwrapList({ data: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList({ data: null })).toEqual([]);
    expect(unwrapList('junk' as never)).toEqual([]);
  });
});

describe('unwrapPage', () => {
  it('reads data and data.data, and anything else as null', () => {
    const page = { content: [{ id: 1 }], last: true };
    expect(unwrapPage(page)).toBe(page);
    expect(unwrapPage({ data: page })).toBe(page);
    expect(unwrapPage({ data: { last: true } } as never)).toBeNull();
    expect(unwrapPage(undefined)).toBeNull();
  });
});
