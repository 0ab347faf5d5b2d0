import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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

  // The search as last written: two changes before the page renders again (a click while the previous one is
  // still rendering on a slow phone) each build on the one before, instead of both on the rendered URL, where
  // the second would undo the first.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback<CourseSearchApi['update']>(
    (next, options) => {
      const written = next(latest.current);
      latest.current = written;
      setParams(courseSearchToParams(written), {
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
