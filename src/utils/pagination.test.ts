import { describe, expect, it } from 'vitest';
import { clampPage, pageOutsideRange, paginationModel, showsPagination } from './pagination';

describe('showsPagination', () => {
  it('only above one page', () => {
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(1)).toBe(false);
    expect(showsPagination(undefined)).toBe(false);
    expect(showsPagination(2)).toBe(true);
  });
});

describe('clampPage', () => {
  it('keeps the page inside the range', () => {
    expect(clampPage(-1, 5)).toBe(0);
    expect(clampPage(99, 5)).toBe(4);
    expect(clampPage(2, 5)).toBe(2);
    expect(clampPage(3, 0)).toBe(0);
  });
});

describe('pageOutsideRange', () => {
  it('names the last page for a page past it, and nothing for a page in range', () => {
    expect(pageOutsideRange(99_998, 5)).toBe(4);
    expect(pageOutsideRange(5, 5)).toBe(4);
    expect(pageOutsideRange(4, 5)).toBeNull();
    expect(pageOutsideRange(0, 5)).toBeNull();
  });

  it('names page 0 when there are no pages at all', () => {
    expect(pageOutsideRange(3, 0)).toBe(0);
    expect(pageOutsideRange(0, 0)).toBeNull();
  });
});

describe('paginationModel', () => {
  it('disables first and previous on page 0', () => {
    const model = paginationModel(0, 5);
    expect(model).toMatchObject({ isFirst: true, isLast: false, previous: 0, next: 1, last: 4 });
    expect(model.pages).toEqual([0, 1, 2, 3, 4]);
  });

  it('disables next and last on the last page', () => {
    expect(paginationModel(4, 5)).toMatchObject({ isFirst: false, isLast: true, previous: 3, next: 4 });
  });

  it('shows a window of five pages around the current one', () => {
    expect(paginationModel(0, 10).pages).toEqual([0, 1, 2, 3, 4]);
    expect(paginationModel(5, 10).pages).toEqual([3, 4, 5, 6, 7]);
    expect(paginationModel(9, 10).pages).toEqual([5, 6, 7, 8, 9]);
    expect(paginationModel(1, 2).pages).toEqual([0, 1]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationModel(12, 3)).toMatchObject({ current: 2, isLast: true });
  });
});
