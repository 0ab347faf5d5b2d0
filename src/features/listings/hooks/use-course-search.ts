import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CourseSearch,
  courseSearchToParams,
  EMPTY_COURSE_SEARCH,
  parseCourseSearch,
} from '../utils/course-search';

export interface CourseSearchApi {
  search: CourseSearch;
  /**
   * Writes the next search to the URL: a new history entry, so Back undoes it; `replace` for the later steps
   * of one edit (a fee typed in pauses).
   */
  update: (next: (current: CourseSearch) => CourseSearch, options?: { replace?: boolean }) => void;
  /** Changes some filters and goes back to the first page. */
  change: (change: Partial<CourseSearch>, options?: { replace?: boolean }) => void;
  /** Every filter and the sort off ('Temizle', 'Filtreleri Temizle'). */
  clear: () => void;
}

/** The /courses search lives in the URL (see utils/course-search for the parameters). */
export function useCourseSearch(): CourseSearchApi {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCourseSearch(params), [params]);

  const update = useCallback<CourseSearchApi['update']>(
    (next, options) => {
      setParams((current) => courseSearchToParams(next(parseCourseSearch(current))), {
        replace: options?.replace ?? false,
        // The page keeps its place while the results change under the filters.
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const change = useCallback<CourseSearchApi['change']>(
    (patch, options) => update((current) => ({ ...current, ...patch, page: 0 }), options),
    [update],
  );

  const clear = useCallback(() => update(() => EMPTY_COURSE_SEARCH), [update]);

  return { search, update, change, clear };
}
