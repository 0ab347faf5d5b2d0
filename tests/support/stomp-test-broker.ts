import { http, HttpResponse, ws } from 'msw';
import { server } from '../../mocks/node';
import {
  decodeSockjsClientMessage,
  SOCKJS_OPEN,
  sockjsClose,
  sockjsInfo,
  sockjsMessages,
} from '../../mocks/realtime/sockjs';
import {
  encodeStompFrame,
  parseStompFrames,
  type StompFrame,
  type StompVersion,
} from '../../mocks/realtime/stomp-frame';

/**
 * A throwaway STOMP broker over SockJS framing for unit tests of src/lib/realtime: it records what the client
 * sends and lets the test push frames or drop the socket. It speaks through the mock broker's own frame and
 * SockJS codecs (mocks/realtime), but knows no users, rooms or routing on purpose.
 */

export type { StompFrame };

interface Connection {
  frames: StompFrame[];
  /** Text of an incomplete frame, kept until the rest arrives. */
  unread: string;
  /** Null until CONNECT: header values are unescaped by the negotiated version. */
  version: StompVersion | null;
  subscriptions: Map<string, string>;
  send: (frame: StompFrame) => void;
  close: () => void;
}

// One link for the whole test run: each link registers a listener on MSW's shared BroadcastChannel.
const socket = ws.link(/\/ws\/[^/]+\/[^/]+\/websocket$/);

/** Installs the broker with server.use(); the setup file's resetHandlers() removes it after the test. */
export function startTestBroker() {
  const connections: Connection[] = [];
  const info = { requests: 0 };
  let messageId = 0;

  server.use(
    http.get('*/ws/info', () => {
      info.requests += 1;
      return HttpResponse.json(sockjsInfo());
    }),
    socket.addEventListener('connection', ({ client }) => {
      const connection: Connection = {
        frames: [],
        unread: '',
        version: null,
        subscriptions: new Map(),
        send: (frame) => client.send(sockjsMessages([encodeStompFrame(frame)])),
        close: () => {
          client.send(sockjsClose(3000, 'Go away!'));
          client.close();
        },
      };
      connections.push(connection);
      client.send(SOCKJS_OPEN);
      client.addEventListener('message', (event) => {
        for (const chunk of decodeSockjsClientMessage(event.data) ?? []) {
          const { frames, rest } = parseStompFrames(connection.unread + chunk, connection.version);
          connection.unread = rest;
          for (const frame of frames) {
            connection.frames.push(frame);
            if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
              connection.version = '1.2';
              connection.send({
                command: 'CONNECTED',
                headers: { version: '1.2', 'heart-beat': '0,0' },
                body: '',
              });
            } else if (frame.command === 'SUBSCRIBE') {
              connection.subscriptions.set(frame.headers.id ?? '', frame.headers.destination ?? '');
            } else if (frame.command === 'UNSUBSCRIBE') {
              connection.subscriptions.delete(frame.headers.id ?? '');
            }
            // stompjs closes the socket on DISCONNECT only once the broker confirms it.
            const receipt = frame.headers.receipt;
            if (receipt !== undefined)
              connection.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
          }
        }
      });
    }),
  );

  const latest = (): Connection => {
    const connection = connections.at(-1);
    if (!connection) throw new Error('No client has connected to the test broker');
    return connection;
  };

  return {
    connections,
    /** How many SockJS `GET /ws/info` requests arrived (the first thing a SockJS client does). */
    info,
    /** Every frame the client sent over all connections, in order. */
    frames: (): StompFrame[] => connections.flatMap((c) => c.frames),
    /** Sends a MESSAGE with a raw body to every subscription of the newest connection on `destination`. */
    deliver(destination: string, body: string): number {
      const connection = latest();
      let count = 0;
      for (const [id, subscribed] of connection.subscriptions) {
        if (subscribed !== destination) continue;
        messageId += 1;
        const headers = {
          destination,
          subscription: id,
          'message-id': String(messageId),
          'content-type': 'application/json',
        };
        connection.send({ command: 'MESSAGE', headers, body });
        count += 1;
      }
      return count;
    },
    /** Drops the newest connection the way a server going away does. */
    dropConnection(): void {
      latest().close();
    },
  };
}

export type TestBroker = ReturnType<typeof startTestBroker>;
