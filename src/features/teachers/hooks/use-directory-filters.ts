import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type DirectoryFilters,
  EMPTY_FILTERS,
  filtersToParams,
  parseFilters,
} from '../utils/directory-filters';

export interface DirectoryFiltersApi {
  filters: DirectoryFilters;
  /** Writes the next state to the URL; `replace` for typing, a new history entry otherwise. */
  update: (next: (current: DirectoryFilters) => DirectoryFilters, options?: { replace?: boolean }) => void;
  reset: () => void;
}

/** The filter state lives in the URL (see utils/directory-filters for the parameters). */
export function useDirectoryFilters(): DirectoryFiltersApi {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  // The URL as last written. The router renders a navigation in a transition, so a second filter clicked
  // before the first one's render lands would otherwise start from the old URL and undo the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback<DirectoryFiltersApi['update']>(
    (next, options) => {
      const written = filtersToParams(next(parseFilters(latest.current)));
      latest.current = written;
      setParams(written, {
        replace: options?.replace ?? false,
        // The page itself handles scrolling; keep the place while filters change.
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const reset = useCallback(() => update(() => EMPTY_FILTERS), [update]);

  return { filters, update, reset };
}
