import type { Query, QueryClient } from '@tanstack/react-query';

/** How long shared caches keep a rendered public page (the renderer's Cache-Control, server/app.ts). */
export const PUBLIC_PAGE_CACHE = { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } as const;

/**
 * How long the answers a server-rendered page arrived with count as current: as long as a shared cache may send
 * the page itself (6 min).
 */
export const SERVER_ANSWER_FRESH_MS =
  (PUBLIC_PAGE_CACHE.sharedMaxAgeSeconds + PUBLIC_PAGE_CACHE.staleWhileRevalidateSeconds) * 1000;

/**
 * The screens mount over the server's answers without asking for them again: a refetch on mount would only
 * confirm what the page shows, and each answer re-rendered the page's cards in one long task on a phone
 * (Lighthouse's blocking time). An answer older than the page's cache allows, or one a change has invalidated
 * (stale by any time), is asked for as before. Call it right after the server's answers are put in the cache.
 */
export function keepServerAnswers(queryClient: QueryClient): void {
  const fromServer = new WeakSet<Query>(queryClient.getQueryCache().getAll());
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => !fromServer.has(query) || query.isStaleByTime(SERVER_ANSWER_FRESH_MS),
    },
  });
}
