import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { shouldRetry } from './query-client';

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
