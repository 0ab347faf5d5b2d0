import type { AnnouncementSort, GetAnnouncementsPageParams } from '@/generated/api/model';
import {
  LESSON_MODE_REQUEST,
  LESSON_MODE_VALUES,
  type LessonModeValue,
  MAX_CITY_ID,
  type SortValue,
} from '@/lib/search-params/filter-values';
import { amountRange, oneOf, positiveInt } from '@/lib/search-params/parsers';

/**
 * The /courses search, kept in the URL so a search can be shared, survives a reload and follows Back. The
 * parameter names are the teacher directory's where they mean the same thing:
 *   q        keyword (trimmed, at most COURSE_TERM_MAX characters)
 *   root     root category id; sub  one of its subcategories (the listing search takes one category)
 *   mode     online | in-person
 *   cityId   province (plate code 1–81)
 *   minPrice, maxPrice   TRY per hour, whole numbers
 *   sort     newest | price-asc | price-desc | rating; absent: the server's own order (newest first)
 *   page     ONE-based as people read it; absent on the first page. Inside it is zero-based.
 * A value that cannot be used (a hand-edited `?minPrice=abc`, a minimum above the maximum) reads as not set
 * (lib/search-params): the page shows the results of the usable ones and writes the URL back without it on the
 * next change.
 */
export interface CourseSearch {
  term: string;
  rootId: number | null;
  subId: number | null;
  mode: LessonModeValue | null;
  cityId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** Null: the server's own order. */
  sort: CourseSort | null;
  /** Zero-based. */
  page: number;
}

/** The sorts a listing search offers, in the order the select lists them. */
export const COURSE_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'rating',
] as const satisfies readonly SortValue[];
export type CourseSort = (typeof COURSE_SORTS)[number];

/** The contract's word for each sort. */
const SORT_REQUEST: Record<CourseSort, AnnouncementSort> = {
  newest: 'NEWEST',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  rating: 'RATING',
};

/** The contract's limit on `keyword`: a longer pasted term would only be refused or cut by the server. */
export const COURSE_TERM_MAX = 100;

export const EMPTY_COURSE_SEARCH: CourseSearch = {
  term: '',
  rootId: null,
  subId: null,
  mode: null,
  cityId: null,
  minPrice: null,
  maxPrice: null,
  sort: null,
  page: 0,
};

export const courseTerm = (value: string): string => value.trim().slice(0, COURSE_TERM_MAX).trim();

export function parseCourseSearch(params: URLSearchParams): CourseSearch {
  const rootId = positiveInt(params.get('root'));
  const fees = amountRange(params.get('minPrice'), params.get('maxPrice'));
  const page = positiveInt(params.get('page'));
  return {
    term: courseTerm(params.get('q') ?? ''),
    rootId,
    // A subcategory belongs to its root: without one it means nothing here. The listing search takes one
    // category, so of repeated ones (a /teachers link) the first counts.
    subId: rootId === null ? null : positiveInt(params.get('sub')),
    mode: oneOf(params.get('mode'), LESSON_MODE_VALUES),
    cityId: positiveInt(params.get('cityId'), MAX_CITY_ID),
    minPrice: fees.min,
    maxPrice: fees.max,
    sort: oneOf(params.get('sort'), COURSE_SORTS),
    page: page === null ? 0 : page - 1,
  };
}

export function courseSearchToParams(search: CourseSearch): URLSearchParams {
  const params = new URLSearchParams();
  const term = courseTerm(search.term);
  if (term) params.set('q', term);
  if (search.rootId !== null) params.set('root', String(search.rootId));
  if (search.rootId !== null && search.subId !== null) params.set('sub', String(search.subId));
  if (search.mode) params.set('mode', search.mode);
  if (search.cityId !== null) params.set('cityId', String(search.cityId));
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.sort) params.set('sort', search.sort);
  if (search.page > 0) params.set('page', String(search.page + 1));
  return params;
}

/** How many filters narrow the listings (the sort orders them, it narrows nothing). */
export function activeCourseFilterCount(search: CourseSearch): number {
  return [
    search.term !== '',
    search.rootId !== null,
    search.subId !== null,
    search.mode !== null,
    search.cityId !== null,
    search.minPrice !== null,
    search.maxPrice !== null,
  ].filter(Boolean).length;
}

/** The search as the listing search call's query parameters; what is not set is left out. */
export function toListingQuery(search: CourseSearch, size: number): GetAnnouncementsPageParams {
  const query: GetAnnouncementsPageParams = { page: search.page, size };
  if (search.term) query.keyword = search.term;
  const categoryId = search.subId ?? search.rootId;
  if (categoryId !== null) query.categoryId = categoryId;
  if (search.mode) query.lessonMode = LESSON_MODE_REQUEST[search.mode];
  if (search.cityId !== null) query.cityId = search.cityId;
  if (search.minPrice !== null) query.minPrice = search.minPrice;
  if (search.maxPrice !== null) query.maxPrice = search.maxPrice;
  if (search.sort) query.sort = SORT_REQUEST[search.sort];
  return query;
}
