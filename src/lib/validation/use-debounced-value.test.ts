import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles 500 ms after the last change, restarting the wait on every change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'zey' },
    });
    expect(AVAILABILITY_DEBOUNCE_MS).toBe(500);
    rerender({ value: 'zeyn' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender({ value: 'zeyne' });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe('zey');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('zeyne');
  });
});
