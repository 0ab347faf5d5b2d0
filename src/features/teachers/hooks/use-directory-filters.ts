import { useCallback } from 'react';
import { useUrlSearch } from '@/lib/search-params/use-url-search';
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
  const { search: filters, update } = useUrlSearch(parseFilters, filtersToParams);
  const reset = useCallback(() => update(() => EMPTY_FILTERS), [update]);
  return { filters, update, reset };
}
