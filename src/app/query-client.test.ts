import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
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
    expect(logged).toHaveBeenCalledExactlyOnceWith('Could not load home listings', expect.any(ApiError));
    logged.mockRestore();
  });
});
