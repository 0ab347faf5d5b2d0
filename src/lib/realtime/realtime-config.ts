import { env } from '../../config/env';

/** The socket reconnects 5 s after it drops. */
export const RECONNECT_DELAY_MS = 5000;

/** After an ERROR frame ended a working session (one refused frame, not a lost network): back at once. */
export const QUIET_RECONNECT_MS = 250;
/** At most one quiet return per this window; a second ERROR within it is treated as a lost connection. */
export const QUIET_RECONNECT_WINDOW_MS = 30_000;

/** STOMP heart-beats both ways; per direction the slower side wins; 0 on either side turns it off. */
export const HEARTBEAT_MS = 10_000;

/**
 * Absolute http(s) address of the SockJS endpoint: `VITE_WS_URL` resolved against `VITE_API_BASE_URL`, which
 * itself may be relative to the page (or empty, meaning the site root).
 */
export function realtimeUrl(): string {
  const apiBase = new URL(env.apiBaseUrl || '/', window.location.href);
  return new URL(env.wsUrl, apiBase).href;
}
