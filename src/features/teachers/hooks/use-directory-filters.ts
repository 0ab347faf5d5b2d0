import { useCallback } from 'react';
import { useUrlSearch } from '@/lib/search-params/use-url-search';
import type { WrittenSearch } from '@/lib/search-params/written-search';
import {
  type DirectoryFilters,
  EMPTY_FILTERS,
  filtersToParams,
  parseFilters,
} from '../utils/directory-filters';
import { usePrefetchTeacherPage } from './use-teacher-page';

export interface DirectoryFiltersApi {
  filters: DirectoryFilters;
  /** Writes the next state to the URL; `replace` for typing, a new history entry otherwise. */
  update: (next: (current: DirectoryFilters) => DirectoryFilters, options?: { replace?: boolean }) => void;
  reset: () => void;
  /** The filters as last written, before the router has rendered them (the results follow these). */
  written: WrittenSearch<DirectoryFilters>;
}

/**
 * The filter state lives in the URL (see utils/directory-filters for the parameters). Each change asks for its
 * teachers as it is written, before the new URL has rendered.
 */
export function useDirectoryFilters(): DirectoryFiltersApi {
  const { search: filters, update: write, written } = useUrlSearch(parseFilters, filtersToParams);
  const prefetch = usePrefetchTeacherPage();
  // The request leaves before the router's navigation (its pushState alone took 15-25 ms of a phone's CPU).
  const update = useCallback<DirectoryFiltersApi['update']>(
    (next, options) =>
      void write((current) => {
        const written = next(current);
        prefetch(written);
        return written;
      }, options),
    [write, prefetch],
  );
  const reset = useCallback(() => update(() => EMPTY_FILTERS), [update]);
  return { filters, update, reset, written };
}
