import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getGetNotificationsQueryKey, getNotifications } from '@/generated/api/notifications/notifications';
import { ApiError, writeAccessToken } from '@/lib/api';
import { readsUnder, type Refresh } from '@/lib/api/query-meta';
import { server } from '../../mocks/node';
import { failOperation } from '../../tests/support/operations';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a network or server failure once', () => {
    expect(shouldRetry(0, new ApiError('network', 0))).toBe(true);
    expect(shouldRetry(0, new ApiError('http', 503))).toBe(true);
    expect(shouldRetry(1, new ApiError('http', 503))).toBe(false);
  });

  it('never retries a 4xx, an expired session or a rejected envelope', () => {
    expect(shouldRetry(0, new ApiError('http', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('http', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('session-expired', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('rejected', 200, { success: false }))).toBe(false);
  });
});

describe('failure log', () => {
  const failing = (meta?: { failureLog: string }) => ({
    queryKey: ['failing', meta?.failureLog ?? 'quiet'],
    queryFn: () => Promise.reject(new ApiError('http', 404)),
    meta,
  });

  it('logs a failed query once, in English, when its meta names the part that failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    await client.prefetchQuery(failing({ failureLog: 'home listings' }));
    await client.prefetchQuery(failing());
    expect(logged).toHaveBeenCalledExactlyOnceWith('Could not load home listings', {
      operation: 'failing',
      status: 404,
      kind: 'http',
      message: 'API http error (404)',
    });
    logged.mockRestore();
  });

  it('logs a redacted summary: nothing of the request, so no Authorization header or token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeAccessToken('secret-token-123');
    server.use(failOperation('getNotifications', { status: 500, body: { message: 'Sunucu hatası' } }));
    const client = createQueryClient();
    await client.prefetchQuery({
      queryKey: getGetNotificationsQueryKey(),
      queryFn: () => getNotifications(),
      retry: false,
      meta: { failureLog: 'notifications' },
    });
    const [[message, summary]] = logged.mock.calls as [[string, unknown]];
    expect(message).toBe('Could not load notifications');
    expect(summary).toStrictEqual({
      operation: '/v1/notifications',
      status: 500,
      kind: 'http',
      code: 'ERR_BAD_RESPONSE',
      message: 'API http error (500): Sunucu hatası',
    });
    expect(JSON.stringify(summary)).not.toMatch(/secret-token-123|Bearer|Authorization/i);
    logged.mockRestore();
  });
});

describe('mutation refreshes', () => {
  const keys = {
    declared: ['/v1/lesson-requests/my', { status: 'PENDING' }],
    family: ['/v1/announcements/7'],
    infinite: ['infinite', '/v1/announcements/pageable', { size: 6 }],
    untouched: ['/v1/categories/root'],
  } as const;

  /** A client holding a cached answer for each key, and the keys whose answer is stale afterwards. */
  async function staleAfter(mutationFn: () => Promise<unknown>, meta?: { refreshes: readonly Refresh[] }) {
    const client = createQueryClient();
    for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
    await new MutationObserver(client, { mutationFn, meta }).mutate().catch(() => undefined);
    return Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  }

  const refreshes = [['/v1/lesson-requests/my'], readsUnder('/v1/announcements')];

  it('marks stale, by key prefix or by path, what a mutation declares, once it has succeeded', async () => {
    expect(await staleAfter(() => Promise.resolve('ok'), { refreshes })).toEqual([
      'declared',
      'family',
      'infinite',
    ]);
  });

  it('does the same after a refusal: the cache is likely behind the server', async () => {
    const refused = () => Promise.reject(new ApiError('http', 409));
    expect(await staleAfter(refused, { refreshes })).toEqual(['declared', 'family', 'infinite']);
  });

  it('leaves every read alone for a mutation that declares nothing', async () => {
    expect(await staleAfter(() => Promise.resolve('ok'))).toEqual([]);
  });

  it('fetches a read on screen again without holding the mutation until it answers', async () => {
    const client = createQueryClient();
    client.setQueryData(['/v1/notifications'], 'cached');
    const onScreen = new QueryObserver(client, {
      queryKey: ['/v1/notifications'],
      queryFn: () => new Promise<string>(() => {}),
      staleTime: Infinity,
    });
    const unsubscribe = onScreen.subscribe(() => {});
    await new MutationObserver(client, {
      mutationFn: () => Promise.resolve('ok'),
      meta: { refreshes: [['/v1/notifications']] },
    }).mutate();
    expect(client.getQueryState(['/v1/notifications'])?.fetchStatus).toBe('fetching');
    unsubscribe();
  });
});
