import { http, HttpResponse, ws } from 'msw';
import { server } from '../../mocks/node';

/**
 * A throwaway STOMP broker over SockJS framing for unit tests of src/lib/realtime: it records what the client
 * sends and lets the test push frames or drop the socket. The app's stateful mock broker lives in
 * mocks/realtime; this one knows no users, rooms or routing on purpose.
 */

export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export function encodeStompFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`);
  return `${[command, ...lines].join('\n')}\n\n${body}\0`;
}

/** Splits a chunk into frames; bare newlines between frames are heart-beats. Values are not unescaped. */
export function parseStompFrames(chunk: string): StompFrame[] {
  return chunk
    .split('\0')
    .map((raw) => raw.replace(/^[\r\n]+/, ''))
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const split = raw.indexOf('\n\n');
      const [command = '', ...lines] = raw.slice(0, split).split('\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        // STOMP 1.2: the first occurrence of a repeated header wins.
        headers[line.slice(0, colon)] ??= line.slice(colon + 1);
      }
      return { command, headers, body: raw.slice(split + 2) };
    });
}

interface Connection {
  frames: StompFrame[];
  subscriptions: Map<string, string>;
  send: (frame: string) => void;
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
      return HttpResponse.json({ websocket: true, origins: ['*:*'], cookie_needed: false, entropy: 42 });
    }),
    socket.addEventListener('connection', ({ client }) => {
      const connection: Connection = {
        frames: [],
        subscriptions: new Map(),
        // SockJS framing: 'o' opens, 'a[...]' carries messages, 'c[code,reason]' closes.
        send: (frame) => client.send(`a${JSON.stringify([frame])}`),
        close: () => {
          client.send('c[3000,"Go away!"]');
          client.close();
        },
      };
      connections.push(connection);
      client.send('o');
      client.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return; // SockJS sends text only
        for (const chunk of JSON.parse(event.data) as string[]) {
          for (const frame of parseStompFrames(chunk)) {
            connection.frames.push(frame);
            if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
              connection.send(encodeStompFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
            } else if (frame.command === 'SUBSCRIBE') {
              connection.subscriptions.set(frame.headers.id ?? '', frame.headers.destination ?? '');
            } else if (frame.command === 'UNSUBSCRIBE') {
              connection.subscriptions.delete(frame.headers.id ?? '');
            }
            // stompjs closes the socket on DISCONNECT only once the broker confirms it.
            const receipt = frame.headers.receipt;
            if (receipt !== undefined)
              connection.send(encodeStompFrame('RECEIPT', { 'receipt-id': receipt }));
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
        connection.send(encodeStompFrame('MESSAGE', headers, body));
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
