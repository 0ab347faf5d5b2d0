import type { Query, QueryClient, QueryKey, QueryOptions } from '@tanstack/react-query';

/*
 * The server renderer's memory of what a page asked the API for, by address. Without it a render discovers its
 * queries by rendering: one full pass to find the page's queries, another once they are answered, a third for a
 * query that needs an earlier answer (a filtered directory's request names the subcategories of its root). Each
 * pass costs as much as the page, so under load the filtered pages took longer than the renderer's 2 s and got
 * the shell. With the plan, the next render of the same address asks for all of it at once, side by side, and
 * renders once. Only the request is remembered (key and the generated request function), never an answer: every
 * render gets fresh data. Bounded in entries (least recently used goes first) and in age (an address whose
 * queries changed, e.g. a root's subcategories, is learned afresh within a minute).
 */

/**
 * What a query needs to be asked for again on another request's client: its key, the generated request
 * function, and an infinite query's paging options (query-core marks an infinite query by `_type` and reads the
 * page parameters from its options).
 */
const PLANNED_OPTIONS = [
  'queryKey',
  'queryFn',
  'behavior',
  'meta',
  '_type',
  'pages',
  'initialPageParam',
  'getNextPageParam',
  'getPreviousPageParam',
] as const;
type PlannedQuery = QueryOptions & { queryKey: QueryKey };

interface Plan {
  queries: PlannedQuery[];
  learnedAt: number;
}

export const PLAN_ENTRIES = 500;
export const PLAN_MAX_AGE_MS = 60_000;

const plans = new Map<string, Plan>();

/** The queries the last render of `address` asked for, if it is recent; marks the entry as just used. */
export function plannedQueries(address: string, now = Date.now()): PlannedQuery[] {
  const plan = plans.get(address);
  if (!plan) return [];
  plans.delete(address);
  if (now - plan.learnedAt > PLAN_MAX_AGE_MS) return [];
  plans.set(address, plan);
  return plan.queries;
}

/** Asks for every planned query at once; a failure stays in the cache for the page to show, as any query's. */
export async function fetchPlanned(queryClient: QueryClient, queries: PlannedQuery[]): Promise<void> {
  const cache = queryClient.getQueryCache();
  await Promise.all(
    queries.map((options) => {
      const query = cache.build(queryClient, options);
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return Promise.resolve();
      return query.fetch().catch(() => undefined);
    }),
  );
}

const planned = ({ queryKey, options }: Query): PlannedQuery => ({
  ...(Object.fromEntries(
    PLANNED_OPTIONS.filter((name) => name in options).map((name) => [
      name,
      (options as Record<string, unknown>)[name],
    ]),
  ) as QueryOptions),
  queryKey,
});

/** Remembers what a finished render of `address` asked for: every query its client asked the API for. */
export function rememberPlan(address: string, queryClient: QueryClient, now = Date.now()): void {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.options.queryFn !== undefined && query.state.status !== 'pending')
    .map(planned);
  plans.delete(address);
  if (plans.size >= PLAN_ENTRIES) plans.delete(plans.keys().next().value as string);
  plans.set(address, { queries, learnedAt: now });
}
