import { addSession, removeSession, type BrokerSession } from './registry';
import {
  encodeStompFrame,
  parseStompFrames,
  StompSyntaxError,
  type StompFrame,
  type StompVersion,
} from './stomp-frame';

/*
 * One STOMP connection over some transport: reads the client's text into a buffer, cuts complete STOMP frames
 * out of it and hands them, one at a time and in order, to `onFrame` (the commands in stomp-commands.ts).
 * Writes frames back and, once negotiated, STOMP heart-beats (an EOL).
 *
 * The transport carries plain STOMP text and does its own framing: in the browser and vitest that is our SockJS
 * framing over MSW's WebSocket interception (sockjs.ts), in the standalone server the `sockjs` package
 * (mocks/standalone/stomp-endpoint.ts). So both run the same sessions, registry and commands.
 *
 * The broker does not drop a client whose heart-beats stop: in a browser the client and this mock share one
 * page, and a background tab throttles the timers of both, so that check would only cut healthy sessions.
 */

/** What carries one STOMP connection: STOMP text both ways, the transport's own framing already removed. */
export interface StompTransport {
  readonly id: string;
  /** Writes STOMP text (frames, or a heart-beat EOL) to the client. */
  write(text: string): void;
  /** Ends the connection with a close code and reason (SockJS `c[code,"reason"]`). */
  end(code: number, reason: string): void;
  /** Calls back with each piece of STOMP text the client sends, or null for a message it could not read. */
  onText(listener: (text: string | null) => void): void;
  /** Calls back once when the connection is gone, whichever side ended it. */
  onClose(listener: () => void): void;
}

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
  transport: StompTransport,
  onFrame: (session: StompSession, frame: StompFrame) => Promise<void> | void,
): StompSession {
  let buffer = '';
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  const timers: Array<ReturnType<typeof setInterval>> = [];

  const sendRaw = (text: string) => {
    if (closed) return;
    try {
      transport.write(text);
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
    id: transport.id,
    user: null,
    subscriptions: new Map(),
    version: null,
    ended: false,
    get closed() {
      return closed;
    },
    sendFrame(frame) {
      sendRaw(encodeStompFrame(frame, session.version ?? '1.2'));
    },
    close(code, reason) {
      if (closed) return;
      dispose();
      transport.end(code, reason);
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
      every(intervalMs, () => sendRaw('\n'));
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

  transport.onText((text) => {
    if (text === null) {
      session.error('Malformed SockJS message', 'Expected a JSON array of strings.');
      return;
    }
    buffer += text;
    try {
      const parsed = parseStompFrames(buffer, session.version);
      buffer = parsed.rest;
      for (const frame of parsed.frames) queue = queue.then(process(frame));
    } catch (error) {
      if (!(error instanceof StompSyntaxError)) throw error;
      session.error('Malformed frame', error.message);
    }
  });
  transport.onClose(dispose);

  addSession(session);
  return session;
}
