import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  type DirectoryFilters,
  EMPTY_FILTERS,
  filtersToParams,
  parseFilters,
  SEARCH_TERM_MAX,
  toFilterRequest,
  toggleRoot,
  toggleSub,
  usesFilterCall,
} from './directory-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

const EVERYTHING: DirectoryFilters = {
  term: 'fizik',
  rootId: 2,
  subIds: [201, 203],
  mode: 'online',
  cityId: 34,
  districtId: 3401,
  minPrice: 200,
  maxPrice: 600,
  minRating: 4,
  days: ['tuesday', 'saturday'],
  part: 'morning',
  verified: true,
  sort: 'price-asc',
  page: 1,
};

describe('parseFilters / filtersToParams', () => {
  it('reads defaults from an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads every field, the page one-based in the URL and zero-based inside', () => {
    expect(
      parse(
        'q=%20fizik%20&root=2&sub=201&sub=203&mode=online&cityId=34&districtId=3401&minPrice=200&maxPrice=600' +
          '&minRating=4&day=saturday&day=tuesday&part=morning&verified=1&sort=price-asc&page=2',
      ),
    ).toEqual(EVERYTHING);
  });

  it('reads the old top=1 as sort=rating, and an explicit sort wins', () => {
    expect(parse('top=1').sort).toBe('rating');
    expect(parse('top=1&sort=newest').sort).toBe('newest');
    expect(parse('top=1&sort=drop').sort).toBe('rating');
  });

  it('drops malformed values and duplicates', () => {
    expect(parse('root=abc&sub=x&sub=5&sub=5&sub=-2&top=yes&page=0')).toEqual({
      ...EMPTY_FILTERS,
      subIds: [5],
    });
    expect(
      parse(
        'mode=bus&cityId=99999&districtId=5&minPrice=abc&maxPrice=-5&minRating=9&day=funday&day=monday' +
          '&day=monday&part=night&verified=yes&sort=drop',
      ),
    ).toEqual({ ...EMPTY_FILTERS, days: ['monday'] });
    // A district without its city, a minimum above the maximum, numbers too big to be fees.
    expect(parse('districtId=3401')).toEqual(EMPTY_FILTERS);
    expect(parse('minPrice=700&maxPrice=600')).toEqual(EMPTY_FILTERS);
    expect(parse(`minPrice=${'9'.repeat(40)}&cityId=${'9'.repeat(40)}`)).toEqual(EMPTY_FILTERS);
  });

  it('keeps at most SEARCH_TERM_MAX characters of the term, both ways', () => {
    const long = 'a'.repeat(10_000);
    expect(parse(`q=${long}`).term).toBe('a'.repeat(SEARCH_TERM_MAX));
    expect(filtersToParams({ ...EMPTY_FILTERS, term: long }).get('q')).toHaveLength(SEARCH_TERM_MAX);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    const text = filtersToParams(EVERYTHING).toString();
    expect(text).toBe(
      'q=fizik&root=2&sub=201&sub=203&mode=online&cityId=34&districtId=3401&minPrice=200&maxPrice=600' +
        '&minRating=4&day=tuesday&day=saturday&part=morning&verified=1&sort=price-asc&page=2',
    );
    expect(parse(text)).toEqual(EVERYTHING);
  });
});

describe('activeFilterCount', () => {
  it('counts the term, each subcategory or the root alone, each day and every other filter', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, term: '  ' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, rootId: 3 })).toBe(1);
    expect(activeFilterCount(EVERYTHING)).toBe(14);
  });

  it('makes a root alone a filter', () => {
    expect(usesFilterCall({ ...EMPTY_FILTERS, rootId: 3 })).toBe(true);
    expect(usesFilterCall({ ...EMPTY_FILTERS, sort: 'rating' })).toBe(true);
    expect(usesFilterCall(EMPTY_FILTERS)).toBe(false);
  });
});

describe('toFilterRequest', () => {
  it("sends the spec's three fields, and the optional ones only when set", () => {
    expect(toFilterRequest({ ...EMPTY_FILTERS, term: ' ali ', subIds: [101] })).toEqual({
      keyword: 'ali',
      categoryIds: [101],
      sortByRating: false,
    });
    expect(toFilterRequest({ ...EMPTY_FILTERS, sort: 'rating' })).toEqual({
      keyword: null,
      categoryIds: null,
      sortByRating: true,
      sort: 'RATING',
    });
    expect(toFilterRequest(EVERYTHING)).toEqual({
      keyword: 'fizik',
      categoryIds: [201, 203],
      sortByRating: false,
      lessonMode: 'ONLINE',
      cityId: 34,
      districtId: 3401,
      minPrice: 200,
      maxPrice: 600,
      minRating: 4,
      availableDays: ['TUESDAY', 'SATURDAY'],
      dayPart: 'MORNING',
      verifiedOnly: true,
      sort: 'PRICE_ASC',
    });
  });

  it('sends a root alone as all its subcategories, or as itself when they are not known', () => {
    const rootOnly = { ...EMPTY_FILTERS, rootId: 1 };
    expect(toFilterRequest(rootOnly, [101, 102]).categoryIds).toEqual([101, 102]);
    expect(toFilterRequest(rootOnly).categoryIds).toEqual([1]);
  });
});

describe('toggleRoot / toggleSub', () => {
  it('expands a root, collapses it when picked again, and clears subcategories and the page', () => {
    const start = { ...EMPTY_FILTERS, rootId: 1, subIds: [101], page: 3 };
    expect(toggleRoot(start, 2)).toEqual({ ...start, rootId: 2, subIds: [], page: 0 });
    expect(toggleRoot(start, 1)).toEqual({ ...start, rootId: null, subIds: [], page: 0 });
  });

  it('adds and removes a subcategory and resets the page', () => {
    const start = { ...EMPTY_FILTERS, rootId: 1, subIds: [101], page: 2 };
    expect(toggleSub(start, 102)).toEqual({ ...start, subIds: [101, 102], page: 0 });
    expect(toggleSub(start, 101)).toEqual({ ...start, subIds: [], page: 0 });
  });
});
