import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestBroker, type TestBroker } from '../../../tests/support/stomp-test-broker';
import { writeAccessToken } from '../api/session-storage';
import { useRealtimeConnection } from './use-realtime-connection';
import { useRealtimeStatus } from './use-realtime-status';
import { useRealtimeSubscription } from './use-realtime-subscription';

let broker: TestBroker;

/** Lets sockets, XHRs and microtasks run. */
async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function useConnectionAndStatus(isSignedIn: boolean) {
  useRealtimeConnection(isSignedIn);
  return useRealtimeStatus();
}

beforeEach(() => {
  broker = startTestBroker();
});

describe('useRealtimeConnection', () => {
  it('does not open a socket for a guest', async () => {
    const { result } = renderHook(() => useConnectionAndStatus(false));
    await act(() => settle());

    expect(result.current).toBe('idle');
    expect(broker.info.requests).toBe(0);
    expect(broker.connections).toHaveLength(0);
  });

  it('connects once a user signs in and disconnects on sign-out', async () => {
    writeAccessToken('token-abc');
    const { result, rerender } = renderHook(({ signedIn }) => useConnectionAndStatus(signedIn), {
      initialProps: { signedIn: false },
    });

    rerender({ signedIn: true });
    await vi.waitFor(() => expect(result.current).toBe('connected'));
    expect(broker.frames()[0]?.headers.Authorization).toBe('Bearer token-abc');

    rerender({ signedIn: false });
    expect(result.current).toBe('idle');
    await vi.waitFor(() => expect(broker.frames().at(-1)?.command).toBe('DISCONNECT'));
  });

  it('opens exactly one socket under StrictMode', async () => {
    const { result } = renderHook(() => useConnectionAndStatus(true), { wrapper: StrictMode });

    await vi.waitFor(() => expect(result.current).toBe('connected'));
    await act(() => settle());
    expect(broker.connections).toHaveLength(1);
  });
});

describe('useRealtimeSubscription', () => {
  const notification = {
    id: 55,
    type: 'LESSON_REQUEST',
    title: 'Yeni ders talebi',
    read: false,
    relatedId: 18,
  };
  const subscribeFrames = () => broker.frames().filter((f) => f.command === 'SUBSCRIBE');

  it('waits for params, subscribes once per value, calls the latest handler, unsubscribes on unmount', async () => {
    const first = vi.fn();
    const second = vi.fn();
    renderHook(() => useRealtimeConnection(true));
    const { rerender, unmount } = renderHook(
      ({ userId, handler }: { userId: number | null; handler: () => void }) =>
        useRealtimeSubscription('notifications', userId === null ? null : { userId }, handler),
      { initialProps: { userId: null as number | null, handler: first } },
    );
    await vi.waitFor(() => expect(broker.connections).toHaveLength(1));
    await act(() => settle());
    expect(subscribeFrames()).toHaveLength(0);

    rerender({ userId: 7, handler: first });
    await vi.waitFor(() => expect(subscribeFrames()).toHaveLength(1));
    expect(subscribeFrames()[0]?.headers.destination).toBe('/topic/notifications/7');

    // A new params object with the same value and a new handler: no new subscription.
    rerender({ userId: 7, handler: second });
    await act(() => settle());
    expect(subscribeFrames()).toHaveLength(1);

    act(() => void broker.deliver('/topic/notifications/7', JSON.stringify(notification)));
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith(notification));
    expect(first).not.toHaveBeenCalled();

    unmount();
    await vi.waitFor(() => expect(broker.frames().map((f) => f.command)).toContain('UNSUBSCRIBE'));
  });
});
