import { describe, expect, it } from 'vitest';
import {
  activeCourseFilterCount,
  courseSearchToParams,
  EMPTY_COURSE_SEARCH,
  parseCourseSearch,
  toListingQuery,
} from './course-search';

const parse = (query: string) => parseCourseSearch(new URLSearchParams(query));

describe('parseCourseSearch', () => {
  it('reads every filter by its URL name', () => {
    expect(
      parse(
        'q=+matematik+&root=1&sub=101&mode=online&cityId=34&minPrice=300&maxPrice=700&sort=price-asc&page=3',
      ),
    ).toEqual({
      term: 'matematik',
      rootId: 1,
      subId: 101,
      mode: 'online',
      cityId: 34,
      minPrice: 300,
      maxPrice: 700,
      sort: 'price-asc',
      page: 2,
    });
    expect(parse('')).toEqual(EMPTY_COURSE_SEARCH);
  });

  it.each([
    ['minPrice=abc', {}],
    ['maxPrice=-5', {}],
    ['minPrice=12.5&maxPrice=1e3', {}],
    ['cityId=99999', {}],
    ['cityId=0', {}],
    ['sort=drop', {}],
    ['mode=ONLINE', {}],
    ['root=abc&sub=101', {}],
    ['sub=101', {}],
    ['page=0', {}],
    ['page=-2', {}],
    // Which end of a reversed range was the slip cannot be known: both go.
    ['minPrice=900&maxPrice=300', {}],
    ['minPrice=900&maxPrice=300&cityId=6', { cityId: 6 }],
    ['minPrice=0', { minPrice: 0 }],
  ])('drops what cannot be used in %s', (query, usable) => {
    expect(parse(query)).toEqual({ ...EMPTY_COURSE_SEARCH, ...usable });
  });

  it('keeps at most 100 characters of a pasted term', () => {
    expect(parse(`q=${'a'.repeat(500)}`).term).toHaveLength(100);
  });
});

describe('courseSearchToParams', () => {
  it('writes only what is set, the page one-based, and reads back the same search', () => {
    const search = parse('q=fizik&root=4&mode=in-person&maxPrice=500&sort=rating&page=2');
    const params = courseSearchToParams(search);
    expect(params.toString()).toBe('q=fizik&root=4&mode=in-person&maxPrice=500&sort=rating&page=2');
    expect(parseCourseSearch(params)).toEqual(search);
    expect(courseSearchToParams(EMPTY_COURSE_SEARCH).toString()).toBe('');
  });

  it('leaves out a subcategory without its root', () => {
    expect(courseSearchToParams({ ...EMPTY_COURSE_SEARCH, subId: 101 }).toString()).toBe('');
  });
});

describe('toListingQuery', () => {
  it("asks with the contract's names and values; a subcategory wins over its root", () => {
    expect(
      toListingQuery(
        parse('q=fizik&root=4&sub=402&mode=online&cityId=6&minPrice=0&maxPrice=500&sort=price-desc'),
        12,
      ),
    ).toEqual({
      page: 0,
      size: 12,
      keyword: 'fizik',
      categoryId: 402,
      lessonMode: 'ONLINE',
      cityId: 6,
      minPrice: 0,
      maxPrice: 500,
      sort: 'PRICE_DESC',
    });
  });

  it('sends no unset filter, and no sort unless one is chosen', () => {
    expect(toListingQuery(parse('page=2'), 12)).toEqual({ page: 1, size: 12 });
    expect(toListingQuery(parse('sort=rating&mode=in-person'), 12)).toEqual({
      page: 0,
      size: 12,
      lessonMode: 'IN_PERSON',
      sort: 'RATING',
    });
  });
});

describe('activeCourseFilterCount', () => {
  it('counts what narrows the listings, not the sort', () => {
    expect(activeCourseFilterCount(parse('sort=price-asc'))).toBe(0);
    expect(
      activeCourseFilterCount(parse('q=a&root=1&sub=101&mode=online&cityId=34&minPrice=1&maxPrice=2')),
    ).toBe(7);
  });
});
