import type { Query } from '@tanstack/react-query';

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

/** The query cache's one failure listener: logs a failed query that asked for it with `meta.failureLog`. */
export function logQueryFailure(error: unknown, query: Pick<Query, 'meta'>): void {
  const what = query.meta?.failureLog;
  if (what) console.error(`Could not load ${what}`, error);
}
