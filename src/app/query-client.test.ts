import { describe, expect, it, vi } from 'vitest';
import { getGetNotificationsQueryKey, getNotifications } from '@/generated/api/notifications/notifications';
import { ApiError, writeAccessToken } from '@/lib/api';
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
