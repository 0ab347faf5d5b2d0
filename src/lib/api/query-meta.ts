import type { Query } from '@tanstack/react-query';
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

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
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
