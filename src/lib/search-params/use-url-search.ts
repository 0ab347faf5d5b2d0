import { replaceEqualDeep } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createWrittenSearch, type WrittenSearch } from './written-search';

export interface UrlSearchOptions {
  /** Replaces the history entry (the later steps of one edit, such as a fee typed in pauses). */
  replace?: boolean;
}

export interface UrlSearch<Search> {
  search: Search;
  /** Writes the next search to the URL: a new history entry, so Back undoes it, unless `replace`. */
  update: (next: (current: Search) => Search, options?: UrlSearchOptions) => Search;
}

/**
 * A search kept in the URL, so a link reproduces the view, a reload keeps it and Back undoes a step. `read`
 * must drop what it cannot use; `write` gives the parameters of a search.
 */
export function useUrlSearch<Search>(
  read: (params: URLSearchParams) => Search,
  write: (search: Search) => URLSearchParams,
): UrlSearch<Search> & { written: WrittenSearch<Search> } {
  const [params, setParams] = useSearchParams();
  // The parts a URL change left as they were keep their identity (a filter's array, the search itself on an
  // echo), so the memoised sections of a results page skip the render of a change that is not theirs. Adjusted
  // while rendering, as React's docs store information from previous renders.
  const [kept, setKept] = useState(() => ({ params, read, search: read(params) }));
  let search = kept.search;
  if (kept.params !== params || kept.read !== read) {
    search = replaceEqualDeep(kept.search, read(params));
    setKept({ params, read, search });
  }
  // The router's setter changes with every URL; `update` stays the same function, so the controls that get it
  // do not all render again on each change.
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);

  // The search as last written: the router renders a navigation in a transition, so a second change made
  // before the first one's render lands (a quick second click on a slow phone) builds on the first instead of
  // on the rendered URL, where it would undo it. Readable as a store by the parts that need not wait for that
  // render (see WrittenSearch).
  const [latest] = useState(() => createWrittenSearch(search));
  // The URLs written whose render has not landed yet, oldest first: a render of an older one can still land
  // after a later write, and must not take `latest` back (the next click would undo the change just before).
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = pending.current.indexOf(params.toString());
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      if (pending.current.length > 0) return;
    } else {
      // From outside (Back, a link): this is the search now.
      pending.current = [];
    }
    latest.set(search);
  }, [params, search, latest]);
  // Back or Forward pressed before a written URL's render landed can return to the URL on screen: `params` then
  // never changes, and the store would keep the change Back undid. The address bar is the truth then.
  useEffect(() => {
    const followHistory = () => {
      pending.current = [];
      latest.set(read(new URLSearchParams(window.location.search)));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [read, latest]);

  const update = useCallback<UrlSearch<Search>['update']>(
    (next, options) => {
      const written = next(latest.get());
      const params = write(written);
      // As the URL will read it once rendered, so the store does not change again when it lands.
      latest.set(read(params));
      pending.current.push(params.toString());
      setParamsRef.current(params, {
        replace: options?.replace ?? false,
        // The page keeps its place while the results change under the filters.
        preventScrollReset: true,
      });
      return written;
    },
    [read, write, latest],
  );

  return { search, update, written: latest };
}
