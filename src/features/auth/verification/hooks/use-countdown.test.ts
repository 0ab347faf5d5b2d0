import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_WAIT_SECONDS, formatCountdown, useCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [61, '1:01'],
    [59, '0:59'],
    [0, '0:00'],
  ])('%d s → %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 300 s down to zero and can be reset', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => {
      result.current.start(RESEND_WAIT_SECONDS);
    });
    expect(result.current.remaining).toBe(300);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(299);
    act(() => {
      vi.advanceTimersByTime(298_000);
    });
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.running).toBe(false);

    act(() => {
      result.current.start(RESEND_WAIT_SECONDS);
    });
    act(() => {
      result.current.reset();
    });
    expect(result.current.remaining).toBe(0);
  });
});
