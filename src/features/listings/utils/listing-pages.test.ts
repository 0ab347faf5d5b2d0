import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/generated/api/model';
import { categoryPage, pageCount } from './listing-pages';

const listing = {
  id: 1,
  title: 'Ders',
  categoryResponse: { id: 101, name: 'TYT Matematik' },
} as Announcement;

describe('categoryPage', () => {
  it('reads data.content and data.data.content', () => {
    expect(categoryPage({ content: [listing], totalPages: 2 })).toEqual({
      content: [listing],
      totalPages: 2,
    });
    expect(categoryPage({ data: { content: [listing] } })?.content).toEqual([listing]);
  });

  it('has nothing for other shapes', () => {
    expect(categoryPage(null)).toBeNull();
    expect(categoryPage({} as never)).toBeNull();
  });
});

describe('pageCount', () => {
  it('is at least one', () => {
    expect(pageCount({ content: [], totalPages: 13 })).toBe(13);
    expect(pageCount({ content: [], totalPages: 0 })).toBe(1);
    expect(pageCount(undefined)).toBe(1);
  });
});
