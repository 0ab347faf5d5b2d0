import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long an answer asked for ahead of its screen counts as fresh. The screen mounts once its code is there and
 * shows that answer instead of asking for it a second time; its own query passes the same `staleTime`.
 */
export const PREFETCHED_FRESH_MS = 30_000;

/**
 * Asks for a screen's data while the screen's code is still on its way (the router calls this as the
 * navigation starts), so the two requests run side by side instead of one after the other. An answer already
 * in the cache is not asked for again.
 */
export function prefetchForScreen<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, TError, TData, TKey>,
): Promise<void> {
  if (queryClient.getQueryData(options.queryKey) !== undefined) return Promise.resolve();
  // prefetchQuery never rejects: a failure stays in the cache for the screen to show.
  return queryClient.prefetchQuery({ ...options, staleTime: PREFETCHED_FRESH_MS });
}
