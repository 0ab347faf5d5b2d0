/*
 * SockJS framing over its websocket transport (https://sockjs.github.io/sockjs-protocol/): the server opens a
 * session with `o`, carries messages as a JSON array `a["…","…"]`, keeps the session alive with `h`, and ends
 * it with `c[code,"reason"]`. The client sends plain JSON arrays of strings.
 */

export const SOCKJS_OPEN = 'o';
export const SOCKJS_HEARTBEAT = 'h';

/** sockjs-node sends `h` every 25 s; the client times out a session that stays silent much longer. */
export const SOCKJS_HEARTBEAT_MS = 25_000;

export const sockjsMessages = (messages: readonly string[]): string => `a${JSON.stringify(messages)}`;

export const sockjsClose = (code: number, reason: string): string => `c${JSON.stringify([code, reason])}`;

/** The strings in a client's SockJS message, or null when it is not a JSON array of strings. */
export function decodeSockjsClientMessage(data: unknown): string[] | null {
  if (typeof data !== 'string' || data.length === 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed === 'string') return [parsed];
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) return null;
  return parsed;
}

/** What `GET /ws/info` answers: websocket transport allowed, no sticky-session cookie needed. */
export function sockjsInfo() {
  return {
    websocket: true,
    cookie_needed: false,
    origins: ['*:*'],
    entropy: crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
  };
}
