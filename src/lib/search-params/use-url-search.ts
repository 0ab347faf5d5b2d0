import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlSearchOptions {
  /** Replaces the history entry (the later steps of one edit, such as a fee typed in pauses). */
  replace?: boolean;
}

export interface UrlSearch<Search> {
  search: Search;
  /** Writes the next search to the URL: a new history entry, so Back undoes it, unless `replace`. */
  update: (next: (current: Search) => Search, options?: UrlSearchOptions) => void;
}

/**
 * A search kept in the URL, so a link reproduces the view, a reload keeps it and Back undoes a step. `read`
 * must drop what it cannot use; `write` gives the parameters of a search.
 */
export function useUrlSearch<Search>(
  read: (params: URLSearchParams) => Search,
  write: (search: Search) => URLSearchParams,
): UrlSearch<Search> {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => read(params), [read, params]);

  // The search as last written: the router renders a navigation in a transition, so a second change made
  // before the first one's render lands (a quick second click on a slow phone) builds on the first instead of
  // on the rendered URL, where it would undo it.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback<UrlSearch<Search>['update']>(
    (next, options) => {
      const written = next(latest.current);
      latest.current = written;
      setParams(write(written), {
        replace: options?.replace ?? false,
        // The page keeps its place while the results change under the filters.
        preventScrollReset: true,
      });
    },
    [setParams, write],
  );

  return { search, update };
}
