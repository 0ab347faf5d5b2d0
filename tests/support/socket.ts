import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type SubscribeChannel, useRealtimeSubscription } from '../../src/lib/realtime';

/**
 * Delivers a socket message to the latest live subscription of `channel`, as the STOMP client would. The test
 * file mocks the realtime module (`vi.mock('@/lib/realtime', () => ({ useRealtimeSubscription: vi.fn() }))`), so
 * the handlers are the ones the components passed to the mocked hook.
 */
export function pushFromSocket(channel: SubscribeChannel, payload: unknown): void {
  const calls = vi
    .mocked(useRealtimeSubscription)
    .mock.calls.filter(([subscribed, params]) => subscribed === channel && params !== null);
  const handler = calls.at(-1)?.[2] as ((payload: unknown) => void) | undefined;
  if (!handler) throw new Error(`no ${channel} subscription`);
  act(() => handler(payload));
}
