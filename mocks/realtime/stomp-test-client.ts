import { Client, type IFrame, type StompConfig } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterEach, beforeEach } from 'vitest';
import { resetDb } from '../db/store';
import { configureMockBroker, resetMockBroker } from './index';

/*
 * A raw @stomp/stompjs client over SockJS for the broker's own tests, where the app's singleton client
 * (src/lib/realtime) cannot play a second user or look at CONNECTED, ERROR and RECEIPT frames.
 * Under vitest `sockjs-client` resolves to its browser build, which MSW intercepts.
 */

export interface TestStompClient {
  client: Client;
  /** Resolves with CONNECTED, or rejects with the ERROR frame's message or a closed socket. */
  connected: Promise<IFrame>;
  errors: IFrame[];
  closed: () => boolean;
  /** Parsed JSON bodies received on `destination`, in order; and the subscription to end it. */
  collect: (
    destination: string,
    headers?: Record<string, string>,
  ) => { bodies: unknown[]; raw: string[]; stop: () => void };
}

export function openTestClient(token: string | null, config: StompConfig = {}): TestStompClient {
  const errors: IFrame[] = [];
  let isClosed = false;
  let settle: { resolve: (frame: IFrame) => void; reject: (error: Error) => void } | undefined;
  const connected = new Promise<IFrame>((resolve, reject) => (settle = { resolve, reject }));
  const client = new Client({
    webSocketFactory: () => new SockJS(new URL('/ws', window.location.href).href),
    connectHeaders: token === null ? {} : { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
    onConnect: (frame) => settle?.resolve(frame),
    onStompError: (frame) => {
      errors.push(frame);
      settle?.reject(new Error(frame.headers.message ?? 'ERROR'));
    },
    onWebSocketClose: () => {
      isClosed = true;
      settle?.reject(new Error('socket closed'));
    },
    ...config,
  });
  // A rejection nobody awaits (a test that only checks errors) must not fail the run.
  connected.catch(() => {});
  client.activate();
  return {
    client,
    connected,
    errors,
    closed: () => isClosed,
    collect(destination, headers) {
      const bodies: unknown[] = [];
      const raw: string[] = [];
      const subscription = client.subscribe(
        destination,
        (message) => {
          raw.push(message.body);
          try {
            bodies.push(JSON.parse(message.body));
          } catch {
            bodies.push(undefined);
          }
        },
        headers,
      );
      return { bodies, raw, stop: () => subscription.unsubscribe() };
    },
  };
}

/**
 * The frame of a broker test file, registered where it is called: each test starts on the broker `setup` (e.g.
 * no simulated reply delay) when given, and after it every client opened through the returned function is
 * closed, the broker forgotten and the seeded db restored. A file's own afterEach runs first.
 */
export function brokerTestClients(
  setup?: Parameters<typeof configureMockBroker>[0],
): (token: string | null, config?: StompConfig) => TestStompClient {
  const clients: TestStompClient[] = [];
  beforeEach(() => {
    if (setup) configureMockBroker(setup);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(({ client }) => client.deactivate()));
    resetMockBroker();
    configureMockBroker();
    await resetDb();
  });
  return (token, config) => {
    const client = openTestClient(token, config);
    clients.push(client);
    return client;
  };
}
