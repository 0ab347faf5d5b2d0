import type { WebSocketHandlerConnection } from 'msw';
import type { StompTransport } from './session';

/*
 * SockJS framing over its websocket transport (https://sockjs.github.io/sockjs-protocol/): the server opens a
 * session with `o`, carries messages as a JSON array `a["…","…"]`, keeps the session alive with `h`, and ends
 * it with `c[code,"reason"]`. The client sends plain JSON arrays of strings.
 *
 * Written by hand for MSW's WebSocket interception (the browser and vitest); the standalone server leaves all
 * of this to the `sockjs` package, which also serves SockJS's other transports.
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

/** An intercepted SockJS websocket as a STOMP transport: opens with `o`, frames both ways, beats `h`. */
export function sockjsTransport(client: WebSocketHandlerConnection['client']): StompTransport {
  const heartbeat = setInterval(() => client.send(SOCKJS_HEARTBEAT), SOCKJS_HEARTBEAT_MS);
  (heartbeat as { unref?: () => void }).unref?.();
  client.addEventListener('close', () => clearInterval(heartbeat));
  client.send(SOCKJS_OPEN);
  return {
    id: client.id,
    write: (text) => client.send(sockjsMessages([text])),
    end(code, reason) {
      clearInterval(heartbeat);
      client.send(sockjsClose(code, reason));
      // MSW delivers a send() in a microtask and drops it once the socket is closing: close after it.
      setTimeout(() => client.close(), 0);
    },
    onText: (listener) =>
      client.addEventListener('message', (event) => {
        listener(decodeSockjsClientMessage(event.data)?.join('') ?? null);
      }),
    onClose: (listener) => client.addEventListener('close', () => listener()),
  };
}
