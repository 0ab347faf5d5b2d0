import { describe, expect, it } from 'vitest';
import { categoryList } from './category-list';

const items = [{ id: 1, name: 'Matematik' }];

describe('categoryList', () => {
  it('accepts both shapes and nothing', () => {
    expect(categoryList(items)).toEqual(items);
    expect(categoryList({ data: items })).toEqual(items);
    expect(categoryList(undefined)).toEqual([]);
    expect(categoryList(null)).toEqual([]);
  });
});
