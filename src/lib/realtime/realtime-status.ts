/**
 * - idle: not asked to connect (guest, or signed out);
 * - connecting: first attempt after connectRealtime(), or the quick way back after an ERROR frame ended a
 *   working session (one refused frame: no banner for that);
 * - connected: STOMP session up, subscriptions in place;
 * - disconnected: the socket dropped or could not be opened; the client keeps retrying every 5 s and stays
 *   in this state until a retry succeeds (no flicker back to 'connecting' on each retry).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

let status: RealtimeStatus = 'idle';
const listeners = new Set<() => void>();

export function getRealtimeStatus(): RealtimeStatus {
  return status;
}

export function onRealtimeStatusChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Only the realtime client calls this. */
export function setRealtimeStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}
