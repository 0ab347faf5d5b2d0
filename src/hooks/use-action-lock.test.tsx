import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred';
import { useActionLock } from './use-action-lock';

describe('useActionLock', () => {
  it('ignores a press while its key is held, and takes the next one after the answer', async () => {
    const { result } = renderHook(() => useActionLock());
    const answer = deferred<string>();
    let started = 0;
    const action = () => {
      started += 1;
      return answer.promise;
    };

    let first: Promise<string> | null = null;
    act(() => {
      first = result.current.run(action, 4);
      // The second press comes before React renders: the ref already says no.
      expect(result.current.run(action, 4)).toBeNull();
    });
    expect(started).toBe(1);
    expect(result.current.isLocked(4)).toBe(true);

    await act(async () => {
      answer.resolve('done');
      await expect(first).resolves.toBe('done');
    });
    expect(result.current.isLocked(4)).toBe(false);
    act(() => {
      expect(result.current.run(action, 4)).not.toBeNull();
    });
    expect(started).toBe(2);
  });

  it('holds each key on its own', () => {
    const { result } = renderHook(() => useActionLock());
    const held = deferred();
    act(() => {
      void result.current.run(() => held.promise, 1);
      expect(result.current.run(() => held.promise, 2)).not.toBeNull();
    });
    expect(result.current.isLocked(1)).toBe(true);
    expect(result.current.isLocked(2)).toBe(true);
    expect(result.current.isLocked(3)).toBe(false);
  });

  it('keeps the lock after the action while `hold` is true, and frees it when it turns false', async () => {
    const { result, rerender } = renderHook(({ hold }) => useActionLock(hold), {
      initialProps: { hold: true },
    });
    await act(async () => {
      await result.current.run(() => undefined);
    });
    expect(result.current.run(() => undefined)).toBeNull();
    rerender({ hold: false });
    expect(result.current.isLocked()).toBe(false);
    let ran = false;
    await act(async () => {
      await result.current.run(() => {
        ran = true;
      });
    });
    expect(ran).toBe(true);
  });

  it('frees the lock when the action fails, passing the failure on', async () => {
    const { result } = renderHook(() => useActionLock());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('500')))).rejects.toThrow('500');
    });
    expect(result.current.isLocked()).toBe(false);
  });
});
