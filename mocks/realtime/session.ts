import type { WebSocketHandlerConnection } from 'msw';
import { addSession, removeSession, type BrokerSession } from './registry';
import {
  decodeSockjsClientMessage,
  SOCKJS_HEARTBEAT,
  SOCKJS_HEARTBEAT_MS,
  SOCKJS_OPEN,
  sockjsClose,
  sockjsMessages,
} from './sockjs';
import {
  encodeStompFrame,
  parseStompFrames,
  StompSyntaxError,
  type StompFrame,
  type StompVersion,
} from './stomp-frame';

/*
 * One SockJS session carrying one STOMP connection: reads the client's SockJS messages into a buffer, cuts
 * complete STOMP frames out of it and hands them, one at a time and in order, to `onFrame` (the commands in
 * stomp-commands.ts). Writes frames back inside `a[...]`, sends heart-beats both at the SockJS level (`h`) and,
 * once negotiated, at the STOMP level (an EOL).
 *
 * The broker does not drop a client whose heart-beats stop: in a browser the client and this mock share one
 * page, and a background tab throttles the timers of both, so that check would only cut healthy sessions.
 */

type SockjsClient = WebSocketHandlerConnection['client'];

export const CLOSE_NORMAL = { code: 1000, reason: 'Normal closure' } as const;
export const CLOSE_PROTOCOL_ERROR = { code: 1002, reason: 'STOMP protocol error' } as const;
export const CLOSE_GOING_AWAY = { code: 3000, reason: 'Go away!' } as const;

export interface StompSession extends BrokerSession {
  /** The negotiated STOMP version (decides header escaping); null before CONNECT. */
  version: StompVersion | null;
  /** True after DISCONNECT: later frames are ignored. */
  ended: boolean;
  readonly closed: boolean;
  /** Sends an ERROR frame (answering `request` when given) and closes the session, as STOMP requires. */
  error(message: string, detail: string, request?: StompFrame, headers?: Record<string, string>): void;
  /** Starts the broker's STOMP heart-beats every `intervalMs`. */
  startHeartbeat(intervalMs: number): void;
}

export function openSession(
  client: SockjsClient,
  onFrame: (session: StompSession, frame: StompFrame) => Promise<void> | void,
): StompSession {
  let buffer = '';
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  const timers: Array<ReturnType<typeof setInterval>> = [];

  const sendRaw = (text: string) => {
    if (closed) return;
    try {
      client.send(text);
    } catch (error) {
      console.warn('[mock-stomp] could not write to the socket', error);
    }
  };
  const every = (ms: number, tick: () => void) => {
    const timer = setInterval(tick, ms);
    (timer as { unref?: () => void }).unref?.();
    timers.push(timer);
  };
  const dispose = () => {
    closed = true;
    for (const timer of timers) clearInterval(timer);
    timers.length = 0;
    removeSession(session);
  };

  const session: StompSession = {
    id: client.id,
    user: null,
    subscriptions: new Map(),
    version: null,
    ended: false,
    get closed() {
      return closed;
    },
    sendFrame(frame) {
      sendRaw(sockjsMessages([encodeStompFrame(frame, session.version ?? '1.2')]));
    },
    close(code, reason) {
      if (closed) return;
      sendRaw(sockjsClose(code, reason));
      dispose();
      // MSW delivers a send() in a microtask and drops it once the socket is closing: close after it.
      setTimeout(() => client.close(), 0);
    },
    error(message, detail, request, headers = {}) {
      const receipt = request?.headers.receipt;
      session.sendFrame({
        command: 'ERROR',
        headers: {
          message,
          'content-type': 'text/plain;charset=UTF-8',
          ...(receipt === undefined ? {} : { 'receipt-id': receipt }),
          ...headers,
        },
        body: detail,
      });
      session.close(CLOSE_PROTOCOL_ERROR.code, CLOSE_PROTOCOL_ERROR.reason);
    },
    startHeartbeat(intervalMs) {
      every(intervalMs, () => sendRaw(sockjsMessages(['\n'])));
    },
  };

  const process = (frame: StompFrame) => async () => {
    if (closed || session.ended) return;
    try {
      await onFrame(session, frame);
    } catch (error) {
      console.error('[mock-stomp] the broker failed on a frame', frame.command, error);
      session.error('Internal error', error instanceof Error ? error.message : String(error), frame);
    }
  };

  client.addEventListener('message', (event) => {
    const messages = decodeSockjsClientMessage(event.data);
    if (messages === null) {
      session.error('Malformed SockJS message', 'Expected a JSON array of strings.');
      return;
    }
    buffer += messages.join('');
    try {
      const parsed = parseStompFrames(buffer, session.version);
      buffer = parsed.rest;
      for (const frame of parsed.frames) queue = queue.then(process(frame));
    } catch (error) {
      if (!(error instanceof StompSyntaxError)) throw error;
      session.error('Malformed frame', error.message);
    }
  });
  client.addEventListener('close', dispose);

  addSession(session);
  sendRaw(SOCKJS_OPEN);
  every(SOCKJS_HEARTBEAT_MS, () => sendRaw(SOCKJS_HEARTBEAT));
  return session;
}
