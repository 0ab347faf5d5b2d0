import { useEffect, useEffectEvent } from 'react';
import type { SubscribeChannel, SubscribeParams, SubscribePayload } from '../../generated/realtime/channels';
import { subscribe } from './realtime-client';

/**
 * Subscribes while mounted; `params === null` means "not yet" (e.g. no user id). The subscription survives
 * reconnects and is renewed only when the channel or the params' values change, not on every render; the
 * latest handler is always the one called.
 */
export function useRealtimeSubscription<C extends SubscribeChannel>(
  channel: C,
  params: SubscribeParams<C> | null,
  handler: (payload: SubscribePayload<C>) => void,
): void {
  const onPayload = useEffectEvent(handler);
  // Params are plain JSON (ids), so their serialisation is a stable dependency for a fresh object literal.
  const paramsKey = params === null ? null : JSON.stringify(params);

  useEffect(() => {
    if (paramsKey === null) return undefined;
    const current = JSON.parse(paramsKey) as SubscribeParams<C>;
    return subscribe(channel, current, (payload) => onPayload(payload));
  }, [channel, paramsKey]);
}
