import type { MutationFunctionContext, Query, QueryKey } from '@tanstack/react-query';
import { failureSummary } from './failure-summary';

/**
 * What a query may tell the query cache about itself. Registered with react-query below, so `meta` on any
 * generated hook's `query` options is checked against it.
 */
export type AppQueryMeta = {
  /**
   * Some failed loads (home sections, the about counters, register's sub-expertise list) are only logged: the
   * screen falls back to its empty state instead of an error view. Names the part that failed, in English like
   * the rest of the developer console.
   */
  failureLog?: string;
};

/**
 * One cached read a change makes stale: a query key from the generated factories (matched as a prefix, as
 * `invalidateQueries` does: `getGetMyLessonRequestsQueryKey()` covers every status filter) or a test over the
 * cache's queries (`readsUnder`), for a change that touches a whole family of reads.
 */
export type Refresh = QueryKey | ((query: Query) => boolean);

/** What a mutation may tell the mutation cache about itself; registered below, like `AppQueryMeta`. */
export type AppMutationMeta = {
  /**
   * The cached reads this mutation makes stale: the one answer to "what refreshes after X". The mutation
   * cache reads them once the call has settled (`refreshAfterMutation`); a hook never invalidates by itself.
   */
  refreshes?: readonly Refresh[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/**
 * Every cached read of a request path that starts with one of `paths`. Generated query keys start with the
 * path (the infinite ones after an 'infinite' marker), so `readsUnder('/v1/announcements')` finds every
 * listing page, category page, teacher's list and single listing, whatever their parameters.
 */
export function readsUnder(...paths: string[]): (query: Pick<Query, 'queryKey'>) => boolean {
  return (query) =>
    query.queryKey.some((part) => typeof part === 'string' && paths.some((path) => part.startsWith(path)));
}

/**
 * The mutation cache's one refresh listener: after any mutation settles, the reads its `meta.refreshes` names
 * are marked stale, and those on screen fetched again. On settle, not only on success: a refusal mostly means
 * the cache is behind the server (the request was answered meanwhile, the listing is gone), and an optimistic
 * change that was rolled back still wants the server's version. Not awaited: the person waits for the
 * mutation's answer, not for the reads it makes stale.
 */
export function refreshAfterMutation({
  client,
  meta,
}: Pick<MutationFunctionContext, 'client' | 'meta'>): void {
  for (const refresh of meta?.refreshes ?? []) {
    void client.invalidateQueries(
      typeof refresh === 'function' ? { predicate: refresh } : { queryKey: refresh },
    );
  }
}

/**
 * The query cache's one failure listener: logs a failed query that asked for it with `meta.failureLog`, as a
 * redacted summary (never the error object, whose request holds the bearer token).
 */
export function logQueryFailure(error: unknown, query: Pick<Query, 'meta' | 'queryKey'>): void {
  const what = query.meta?.failureLog;
  if (!what) return;
  const [path] = query.queryKey;
  console.error(`Could not load ${what}`, failureSummary(error, typeof path === 'string' ? path : undefined));
}
