import type { TeacherFilterRequest } from '@/generated/api/model';
import {
  DAY_PART_REQUEST,
  DAY_PART_VALUES,
  DAY_REQUEST,
  DAY_VALUES,
  type DayPartValue,
  type DayValue,
  LESSON_MODE_REQUEST,
  LESSON_MODE_VALUES,
  type LessonModeValue,
  MAX_CITY_ID,
  MIN_RATING,
  SORT_VALUES,
  type SortValue,
  TEACHER_SORT_REQUEST,
} from '@/lib/search-params/filter-values';
import { amountRange, flag, intInRange, manyOf, oneOf, positiveInt } from '@/lib/search-params/parsers';

/**
 * The directory's filter state, kept in the URL so a search can be shared, survives a reload and follows
 * back/forward. The names are the team's (q, root, sub repeated, mode, cityId, districtId, minPrice, maxPrice,
 * minRating, day repeated, part, verified=1, sort, page); the old `top=1` still reads as sort=rating.
 * Unusable values read as not set (lib/search-params, docs/decisions/2026-11-26-url-filter-values.md).
 * `page` is ONE-based in the URL as people read it, absent on the first page; inside it is zero-based.
 */
export interface DirectoryFilters {
  term: string;
  rootId: number | null;
  subIds: number[];
  mode: LessonModeValue | null;
  cityId: number | null;
  /** Only with its city: a district alone reads as not set. */
  districtId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  days: DayValue[];
  part: DayPartValue | null;
  verified: boolean;
  sort: SortValue | null;
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
  mode: null,
  cityId: null,
  districtId: null,
  minPrice: null,
  maxPrice: null,
  minRating: null,
  days: [],
  part: null,
  verified: false,
  sort: null,
  page: 0,
};

export function parseFilters(params: URLSearchParams): DirectoryFilters {
  const subIds = params.getAll('sub').map((value) => positiveInt(value));
  const page = positiveInt(params.get('page'));
  const cityId = positiveInt(params.get('cityId'), MAX_CITY_ID);
  const fees = amountRange(params.get('minPrice'), params.get('maxPrice'));
  const sort = oneOf(params.get('sort'), SORT_VALUES) ?? (params.get('top') === '1' ? 'rating' : null);
  return {
    term: searchTerm(params.get('q') ?? ''),
    rootId: positiveInt(params.get('root')),
    subIds: [...new Set(subIds.filter((id): id is number => id !== null))],
    mode: oneOf(params.get('mode'), LESSON_MODE_VALUES),
    cityId,
    districtId: cityId === null ? null : positiveInt(params.get('districtId')),
    minPrice: fees.min,
    maxPrice: fees.max,
    minRating: intInRange(params.get('minRating'), MIN_RATING.min, MIN_RATING.max),
    days: manyOf(params.getAll('day'), DAY_VALUES),
    part: oneOf(params.get('part'), DAY_PART_VALUES),
    verified: flag(params.get('verified')),
    sort,
    page: page === null ? 0 : page - 1,
  };
}

export function filtersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  const term = searchTerm(filters.term);
  if (term) params.set('q', term);
  set('root', filters.rootId);
  for (const id of filters.subIds) params.append('sub', String(id));
  set('mode', filters.mode);
  set('cityId', filters.cityId);
  if (filters.cityId !== null) set('districtId', filters.districtId);
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('minRating', filters.minRating);
  for (const day of filters.days) params.append('day', day);
  set('part', filters.part);
  if (filters.verified) params.set('verified', '1');
  set('sort', filters.sort);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  return params;
}

/** The chips' count: the term, the root alone or each subcategory, each day, and every other filter set. */
export function activeFilterCount(filters: DirectoryFilters): number {
  const category = filters.subIds.length > 0 ? filters.subIds.length : filters.rootId !== null ? 1 : 0;
  const single = [
    filters.mode,
    filters.cityId,
    filters.districtId,
    filters.minPrice,
    filters.maxPrice,
    filters.minRating,
    filters.part,
    filters.sort,
  ].filter((value) => value !== null).length;
  return (filters.term.trim() ? 1 : 0) + category + single + filters.days.length + (filters.verified ? 1 : 0);
}

/** Any filter (a root alone included) asks `/v1/teacher/filter`; none lists all teachers. */
export const usesFilterCall = (filters: DirectoryFilters): boolean => activeFilterCount(filters) > 0;

/**
 * The filter call's body. The spec's three fields always; the optional ones only when set, so a server that
 * knows only the spec's body gets the spec's call. A root alone stands for all its subcategories
 * (`rootSubIds`, the root itself when they could not be loaded).
 */
export function toFilterRequest(
  filters: DirectoryFilters,
  rootSubIds: readonly number[] = [],
): TeacherFilterRequest {
  const term = filters.term.trim();
  const categoryIds =
    filters.subIds.length > 0
      ? filters.subIds
      : filters.rootId !== null
        ? rootSubIds.length > 0
          ? [...rootSubIds]
          : [filters.rootId]
        : null;
  const request: TeacherFilterRequest = {
    keyword: term === '' ? null : term,
    categoryIds,
    sortByRating: filters.sort === 'rating',
  };
  if (filters.mode) request.lessonMode = LESSON_MODE_REQUEST[filters.mode];
  if (filters.cityId !== null) {
    request.cityId = filters.cityId;
    if (filters.districtId !== null) request.districtId = filters.districtId;
  }
  if (filters.minPrice !== null) request.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) request.maxPrice = filters.maxPrice;
  if (filters.minRating !== null) request.minRating = filters.minRating;
  if (filters.days.length > 0) request.availableDays = filters.days.map((day) => DAY_REQUEST[day]);
  if (filters.part) request.dayPart = DAY_PART_REQUEST[filters.part];
  if (filters.verified) request.verifiedOnly = true;
  if (filters.sort) request.sort = TEACHER_SORT_REQUEST[filters.sort];
  return request;
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

/** Sets some filters and goes back to the first page, as every filter change does. */
export const withFilters =
  (changes: Partial<DirectoryFilters>) =>
  (current: DirectoryFilters): DirectoryFilters => ({ ...current, ...changes, page: 0 });
