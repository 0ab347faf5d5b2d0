import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/generated/api/model';
import { categoryListings } from './listing-list';

const listing = {
  id: 1,
  title: 'Ders',
  categoryResponse: { id: 101, name: 'TYT Matematik' },
} as Announcement;

describe('categoryListings', () => {
  it('reads data.content and data.data.content', () => {
    expect(categoryListings({ content: [listing] })).toEqual([listing]);
    expect(categoryListings({ data: { content: [listing] } })).toEqual([listing]);
  });

  it('falls back to empty', () => {
    expect(categoryListings(null)).toEqual([]);
    expect(categoryListings({} as never)).toEqual([]);
  });
});
