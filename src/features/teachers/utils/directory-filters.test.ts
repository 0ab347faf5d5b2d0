import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
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

describe('parseFilters / filtersToParams', () => {
  it('reads defaults from an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads every field, the page one-based in the URL and zero-based inside', () => {
    expect(parse('q=%20matematik%20&root=1&sub=101&sub=102&top=1&page=3')).toEqual({
      term: 'matematik',
      rootId: 1,
      subIds: [101, 102],
      topRated: true,
      page: 2,
    });
  });

  it('ignores malformed values and duplicates', () => {
    expect(parse('root=abc&sub=x&sub=5&sub=5&sub=-2&top=yes&page=0')).toEqual({
      ...EMPTY_FILTERS,
      subIds: [5],
    });
  });

  it('keeps at most SEARCH_TERM_MAX characters of the term, both ways', () => {
    const long = 'a'.repeat(10_000);
    expect(parse(`q=${long}`).term).toBe('a'.repeat(SEARCH_TERM_MAX));
    expect(filtersToParams({ ...EMPTY_FILTERS, term: long }).get('q')).toHaveLength(SEARCH_TERM_MAX);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    const filters = { term: 'fizik', rootId: 2, subIds: [201, 203], topRated: true, page: 1 };
    const text = filtersToParams(filters).toString();
    expect(text).toBe('q=fizik&root=2&sub=201&sub=203&top=1&page=2');
    expect(parse(text)).toEqual(filters);
  });
});

describe('activeFilterCount', () => {
  it('counts the term, each subcategory and the sort flag', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ term: '  ', subIds: [], topRated: false })).toBe(0);
    expect(activeFilterCount({ term: 'ali', subIds: [], topRated: false })).toBe(1);
    expect(activeFilterCount({ term: 'ali', subIds: [1, 2], topRated: true })).toBe(4);
  });

  it('does not count a root on its own', () => {
    const rootOnly = { ...EMPTY_FILTERS, rootId: 3 };
    expect(activeFilterCount(rootOnly)).toBe(0);
    expect(usesFilterCall({ ...EMPTY_FILTERS, rootId: 3 })).toBe(false);
    expect(usesFilterCall({ ...EMPTY_FILTERS, topRated: true })).toBe(true);
  });
});

describe('toFilterRequest', () => {
  it('sends null for an empty term and no subcategories', () => {
    expect(toFilterRequest({ ...EMPTY_FILTERS, topRated: true })).toEqual({
      keyword: null,
      categoryIds: null,
      sortByRating: true,
    });
    expect(toFilterRequest({ ...EMPTY_FILTERS, term: ' ali ', subIds: [101] })).toEqual({
      keyword: 'ali',
      categoryIds: [101],
      sortByRating: false,
    });
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
