import { useSyncExternalStore } from 'react';
import { getRealtimeStatus, onRealtimeStatusChange, type RealtimeStatus } from './realtime-status';

const serverSnapshot = (): RealtimeStatus => 'idle';

/** The socket's state, for UI that says the live connection dropped. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(onRealtimeStatusChange, getRealtimeStatus, serverSnapshot);
}
