import type { TeacherFilterRequest } from '@/generated/api/model';

/**
 * The directory's filter state, kept in the URL so a search can be shared, survives a
 * reload and follows back/forward:
 *   q    search term (trimmed; absent when empty)
 *   root selected root category id
 *   sub  selected subcategory id, repeated for each one
 *   top  '1' when sorting by rating
 *   page ONE-based page number as people read it; absent on the first page. Inside it is zero-based.
 */
export interface DirectoryFilters {
  term: string;
  rootId: number | null;
  subIds: number[];
  topRated: boolean;
  /** Zero-based. */
  page: number;
}

/**
 * The longest search term kept, in the box and from the URL: a pasted or linked 10,000-character term would
 * only make a huge request and a chip nobody can read.
 */
export const SEARCH_TERM_MAX = 100;

const searchTerm = (value: string): string => value.trim().slice(0, SEARCH_TERM_MAX).trim();

export const EMPTY_FILTERS: DirectoryFilters = {
  term: '',
  rootId: null,
  subIds: [],
  topRated: false,
  page: 0,
};

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

export function parseFilters(params: URLSearchParams): DirectoryFilters {
  const subIds = params.getAll('sub').map(positiveInt);
  const page = positiveInt(params.get('page'));
  return {
    term: searchTerm(params.get('q') ?? ''),
    rootId: positiveInt(params.get('root')),
    subIds: [...new Set(subIds.filter((id): id is number => id !== null))],
    topRated: params.get('top') === '1',
    page: page === null ? 0 : page - 1,
  };
}

export function filtersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const term = searchTerm(filters.term);
  if (term) params.set('q', term);
  if (filters.rootId !== null) params.set('root', String(filters.rootId));
  for (const id of filters.subIds) params.append('sub', String(id));
  if (filters.topRated) params.set('top', '1');
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  return params;
}

/** The non-empty items among search term, each selected subcategory and the sort flag. */
export function activeFilterCount(filters: Pick<DirectoryFilters, 'term' | 'subIds' | 'topRated'>): number {
  return (filters.term.trim() ? 1 : 0) + filters.subIds.length + (filters.topRated ? 1 : 0);
}

/** Selecting only a root is not a filter: the plain list is fetched until a subcategory is picked. */
export const usesFilterCall = (filters: DirectoryFilters): boolean => activeFilterCount(filters) > 0;

export function toFilterRequest(filters: DirectoryFilters): TeacherFilterRequest {
  const term = filters.term.trim();
  return {
    keyword: term === '' ? null : term,
    categoryIds: filters.subIds.length > 0 ? filters.subIds : null,
    sortByRating: filters.topRated,
  };
}

/** Picking the selected root again collapses it; either way the subcategories are cleared. */
export function toggleRoot(filters: DirectoryFilters, rootId: number): DirectoryFilters {
  return { ...filters, rootId: filters.rootId === rootId ? null : rootId, subIds: [], page: 0 };
}

export function toggleSub(filters: DirectoryFilters, subId: number): DirectoryFilters {
  const subIds = filters.subIds.includes(subId)
    ? filters.subIds.filter((id) => id !== subId)
    : [...filters.subIds, subId];
  return { ...filters, subIds, page: 0 };
}
