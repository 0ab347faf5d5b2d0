import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchPlanned, PLAN_ENTRIES, PLAN_MAX_AGE_MS, plannedQueries, rememberPlan } from './render-plan';

/** A request function that counts its calls and answers with its key and call number. */
function counting(name: string) {
  const calls: unknown[] = [];
  const queryFn = ({ pageParam }: { pageParam?: unknown }) => {
    calls.push(pageParam);
    return Promise.resolve(`${name} #${calls.length}`);
  };
  return { calls, queryFn };
}

describe('the server renderer’s query plan', () => {
  it('asks a new request’s client for what the last render of the address asked for, freshly', async () => {
    const profile = counting('profile');
    const reviews = counting('reviews');
    const first = new QueryClient();
    await first.fetchQuery({ queryKey: ['/v1/profile', 7], queryFn: profile.queryFn });
    await first.fetchInfiniteQuery({
      queryKey: ['infinite', '/v1/reviews', 7],
      queryFn: reviews.queryFn,
      initialPageParam: 0,
      getNextPageParam: () => 1,
    });
    rememberPlan('/profile/7', first);

    const next = new QueryClient();
    await fetchPlanned(next, plannedQueries('/profile/7'));

    expect(next.getQueryData(['/v1/profile', 7])).toBe('profile #2');
    // The infinite query comes back as pages, its first page parameter from its own options.
    expect(next.getQueryData(['infinite', '/v1/reviews', 7])).toEqual({
      pages: ['reviews #2'],
      pageParams: [0],
    });
    expect(reviews.calls).toEqual([0, 0]);
    const observer = new InfiniteQueryObserver(next, {
      queryKey: ['infinite', '/v1/reviews', 7],
      queryFn: reviews.queryFn,
      initialPageParam: 0,
      getNextPageParam: () => 1,
    });
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
  });

  it('leaves out what was never asked for, and asks nothing already answered', async () => {
    const asked = counting('asked');
    const first = new QueryClient();
    await first.fetchQuery({ queryKey: ['asked'], queryFn: asked.queryFn });
    // A disabled query a render only built.
    first.getQueryCache().build(first, { queryKey: ['disabled'], queryFn: () => Promise.resolve('no') });
    rememberPlan('/page', first);
    expect(plannedQueries('/page').map((query) => query.queryKey)).toEqual([['asked']]);

    const next = new QueryClient();
    next.setQueryData(['asked'], 'already');
    await fetchPlanned(next, plannedQueries('/page'));
    expect(next.getQueryData(['asked'])).toBe('already');
    expect(asked.calls).toHaveLength(1);
  });

  it('forgets a plan past its age, and the least recently used address past its bound', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.resolve(1) });
    rememberPlan('/old', client, 0);
    expect(plannedQueries('/old', PLAN_MAX_AGE_MS + 1)).toEqual([]);

    rememberPlan('/kept', client);
    for (let index = 0; index < PLAN_ENTRIES; index += 1) {
      if (index === PLAN_ENTRIES / 2) plannedQueries('/kept');
      rememberPlan(`/page/${index}`, client);
    }
    expect(plannedQueries('/kept')).toHaveLength(1);
    expect(plannedQueries('/page/0')).toEqual([]);
    expect(plannedQueries(`/page/${PLAN_ENTRIES - 1}`)).toHaveLength(1);
  });
});
