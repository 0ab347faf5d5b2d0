import { useCallback } from 'react';
import { type UrlSearch, useUrlSearch } from '@/lib/search-params/use-url-search';
import {
  type CourseSearch,
  courseSearchToParams,
  EMPTY_COURSE_SEARCH,
  parseCourseSearch,
} from '../utils/course-search';

export interface CourseSearchApi extends UrlSearch<CourseSearch> {
  /** Changes some filters and goes back to the first page. */
  change: (change: Partial<CourseSearch>, options?: { replace?: boolean }) => void;
  /** Every filter and the sort off ('Temizle', 'Filtreleri Temizle'). */
  clear: () => void;
}

/** The /courses search lives in the URL (see utils/course-search for the parameters). */
export function useCourseSearch(): CourseSearchApi {
  const { search, update } = useUrlSearch(parseCourseSearch, courseSearchToParams);

  const change = useCallback<CourseSearchApi['change']>(
    (patch, options) => update((current) => ({ ...current, ...patch, page: 0 }), options),
    [update],
  );

  const clear = useCallback(() => update(() => EMPTY_COURSE_SEARCH), [update]);

  return { search, update, change, clear };
}
