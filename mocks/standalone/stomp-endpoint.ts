import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createServer, type Connection } from 'sockjs';
import type { StompTransport } from '../realtime';
import { sendJson } from './http-bridge.ts';
import type { LoadedBroker } from './load-mocks.ts';
import type { StompDrift } from './stomp-drift.ts';

/*
 * The mock STOMP broker at /ws on the standalone server, over real SockJS: the `sockjs` package (what
 * sockjs-node servers run) speaks every SockJS transport, `/ws/info` with CORS (the Origin echoed, credentials
 * allowed), the websocket at `/ws/<server>/<session>/websocket`, the xhr and eventsource fallbacks and the raw
 * websocket at `/ws/websocket`, and hands each session over as plain text. That text goes to the same broker
 * (sessions, commands, routing, counterparts) the browser and vitest run behind MSW, loaded through the same
 * Vite loader as the HTTP handlers, so a message sent over the socket is in the history over HTTP and the
 * other way round.
 *
 * The `socket-down` scenario makes the endpoint unreachable: 503 for /ws/info and the polling transports, a
 * refused websocket upgrade. The client's own retry (every 5 s in the app) keeps knocking.
 */

export const STOMP_PREFIX = '/ws';

type SockjsHandler = (req: IncomingMessage, target: ServerResponse | Duplex, head?: Buffer) => boolean;
/** @types/sockjs types `close(code)` as a string; sockjs writes it into `c[code,"reason"]`, a number there. */
type SockjsConnection = Omit<Connection, 'close'> & { close(code: number, reason: string): boolean };

export interface StompEndpoint {
  /** Answers a request under /ws; false (untouched) for any other path. */
  handleRequest: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Takes a websocket upgrade under /ws; false (untouched) for any other path. */
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
}

function transportOf(connection: SockjsConnection, drift: StompDrift | null): StompTransport {
  return {
    id: connection.id,
    write: (text) => void connection.write(drift ? drift.rewrite(text) : text),
    end: (code, reason) => void connection.close(code, reason),
    onText: (listener) => void connection.on('data', (text: string) => listener(text)),
    onClose: (listener) => void connection.on('close', listener),
  };
}

/** `drift` (MOCK_DRIFT naming an AsyncAPI receive operation) corrupts the frames of that destination. */
export function createStompEndpoint(
  broker: LoadedBroker,
  log: (line: string) => void,
  drift: StompDrift | null = null,
): StompEndpoint {
  const sockjs = createServer({
    prefix: STOMP_PREFIX,
    // Requests are logged by the server already; only the package's own errors are worth a line.
    log: (severity, line) => {
      if (severity === 'error') log(`sockjs: ${line}`);
    },
  });
  sockjs.on('connection', (connection: SockjsConnection) => {
    log(`STOMP session ${connection.id} opened (${connection.protocol})`);
    connection.on('close', () => log(`STOMP session ${connection.id} closed`));
    broker.accept(transportOf(connection, drift));
  });
  // `middleware()` (untyped in @types/sockjs) is the dispatcher `installHandlers` would hang on the server;
  // calling it ourselves lets the socket-down scenario answer first.
  const dispatch = (sockjs as unknown as { middleware: () => SockjsHandler }).middleware();
  const isEndpoint = (req: IncomingMessage) => /^\/ws(?:[/?]|$)/.test(req.url ?? '');

  return {
    handleRequest(req, res) {
      if (!isEndpoint(req)) return false;
      if (!broker.isDown()) return dispatch(req, res);
      sendJson(req, res, 503, {
        success: false,
        message: 'The socket-down scenario is active: the STOMP endpoint is unreachable.',
        data: null,
      });
      return true;
    },
    handleUpgrade(req, socket, head) {
      if (!isEndpoint(req)) return false;
      if (!broker.isDown()) return dispatch(req, socket, head);
      log(`upgrade ${req.url} refused (socket-down)`);
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return true;
    },
  };
}
