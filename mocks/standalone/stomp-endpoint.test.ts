import { createRequire } from 'node:module';
import { Client, type IFrame } from '@stomp/stompjs';
import type SockJSClient from 'sockjs-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER } from '../db/demo';
import { CLOSE_NORMAL, CLOSE_PROTOCOL_ERROR } from '../realtime/session';
import { startMockServer, START_TIMEOUT_MS, type MockServer } from './test-server';

/*
 * The standalone server's /ws, from outside: the real `node mocks/server.ts` process, a raw SockJS client
 * (sockjs-client's Node build, its own sockets, nothing intercepted) and @stomp/stompjs, a bearer token from
 * POST /v1/auth/login. What goes over the socket must be in the HTTP answers and the other way round, since
 * both sides share one db.
 */

// vitest resolves `sockjs-client` to its browser build (for MSW); here the Node build talks to a real server.
const SockJS = createRequire(import.meta.url)('sockjs-client') as typeof SockJSClient;

const ROOM_OF_DEMO_PAIR = 1; // the seed's first room: DEMO_TEACHER and DEMO_STUDENT, private

async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: username, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  expect(response.status).toBe(200);
  return body.data.accessToken;
}

async function getData<T>(baseUrl: string, path: string, token: string, method = 'GET'): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface RawStompClient {
  client: Client;
  /** Resolves with CONNECTED; rejects with the ERROR frame's message or a closed socket. */
  connected: Promise<IFrame>;
  /** Resolves with the first ERROR frame. */
  error: Promise<IFrame>;
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>;
  /**
   * Subscribes to `destination` and resolves once the broker confirmed the subscription (a RECEIPT: frames of
   * two sockets, or a socket and an HTTP call, have no order otherwise); `received` then resolves with the
   * first JSON body that `matches`.
   */
  listen: <T>(destination: string, matches: (body: T) => boolean) => Promise<{ received: Promise<T> }>;
}

let receipts = 0;

const openClients = new Set<Client>();

function connectRaw(
  baseUrl: string,
  token: string,
  sockjsOptions: ConstructorParameters<typeof SockJSClient>[2] = {},
): RawStompClient {
  let onConnect: (frame: IFrame) => void = () => {};
  let onError: (frame: IFrame) => void = () => {};
  let onClose: (code: number) => void = () => {};
  const error = new Promise<IFrame>((resolve) => (onError = resolve));
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const connected = new Promise<IFrame>((resolve, reject) => {
    onConnect = resolve;
    void error.then((frame) => reject(new Error(frame.headers.message)));
    void closed.then(() => reject(new Error('socket closed')));
  });
  // A rejection nobody awaits (a test that waits for the ERROR frame) must not fail the run.
  connected.catch(() => {});
  const client = new Client({
    webSocketFactory: () => new SockJS(`${baseUrl}/ws`, undefined, sockjsOptions),
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    onConnect: (frame) => onConnect(frame),
    onStompError: (frame) => onError(frame),
    onWebSocketClose: (event: CloseEvent) => onClose(event.code),
  });
  openClients.add(client);
  client.activate();
  return {
    client,
    connected,
    error,
    closed,
    async listen<T>(destination: string, matches: (body: T) => boolean) {
      receipts += 1;
      const receipt = `subscribed-${receipts}`;
      const subscribed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      const received = new Promise<T>((resolve) => {
        const subscription = client.subscribe(
          destination,
          (message) => {
            const body = JSON.parse(message.body) as T;
            if (!matches(body)) return;
            subscription.unsubscribe();
            resolve(body);
          },
          { receipt },
        );
      });
      await subscribed;
      return { received };
    },
  };
}

interface ChatMessage {
  id: number;
  chatRoomId: number;
  content: string;
  senderUsername: string;
}

const send = (stomp: RawStompClient, sender: string, chatRoomId: number, content: string) =>
  stomp.client.publish({
    destination: '/app/send',
    body: JSON.stringify({ chatRoomId, senderUsername: sender, content }),
  });

describe('the standalone mock server at /ws', () => {
  let server: MockServer;

  beforeAll(async () => {
    // Counterparts answer at once here; by default they take 1.5–3 s, like a person typing.
    server = await startMockServer({ MOCK_REPLY_DELAY_MS: '0' });
  }, START_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all([...openClients].map((client) => client.deactivate()));
    openClients.clear();
    await fetch(`${server.baseUrl}/__mock/reset`, { method: 'POST' });
  });

  afterAll(() => server?.stop());

  it('answers SockJS /info to another origin with credentials', async () => {
    const origin = 'http://127.0.0.1:4173';
    const response = await fetch(`${server.baseUrl}/ws/info`, { headers: { Origin: origin } });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await response.json()).toMatchObject({ websocket: true });
  });

  it.each([['websocket'], ['xhr-streaming']])(
    'delivers a message published to /app/send on /topic/messages (%s), and keeps it in the history',
    async (transport) => {
      const token = await signIn(server.baseUrl, DEMO_STUDENT.username);
      const stomp = connectRaw(server.baseUrl, token, { transports: [transport] });
      await stomp.connected;
      const content = `Merhaba hocam, ${transport} üzerinden yazıyorum.`;

      const { received } = await stomp.listen<ChatMessage>(
        '/topic/messages',
        (message) => message.content === content,
      );
      send(stomp, DEMO_STUDENT.username, ROOM_OF_DEMO_PAIR, content);

      const message = await received;
      expect(message).toMatchObject({ chatRoomId: ROOM_OF_DEMO_PAIR, senderUsername: DEMO_STUDENT.username });
      const history = await getData<ChatMessage[]>(
        server.baseUrl,
        `/v1/chat/history/${ROOM_OF_DEMO_PAIR}`,
        token,
      );
      expect(history.map((item) => item.id)).toContain(message.id);
    },
  );

  it('lets a seeded counterpart answer in a private room', async () => {
    const token = await signIn(server.baseUrl, DEMO_STUDENT.username);
    const stomp = connectRaw(server.baseUrl, token);
    await stomp.connected;

    const { received } = await stomp.listen<ChatMessage>(
      '/topic/messages',
      (message) => message.senderUsername === DEMO_TEACHER.username,
    );
    send(stomp, DEMO_STUDENT.username, ROOM_OF_DEMO_PAIR, 'Merhaba, yarın ders yapabilir miyiz?');

    expect(await received).toMatchObject({ chatRoomId: ROOM_OF_DEMO_PAIR });
  });

  it('carries a conversation between two signed-in users live', async () => {
    const student = connectRaw(server.baseUrl, await signIn(server.baseUrl, DEMO_STUDENT.username));
    const teacher = connectRaw(server.baseUrl, await signIn(server.baseUrl, DEMO_TEACHER.username));
    await Promise.all([student.connected, teacher.connected]);

    const atTeacher = await teacher.listen<ChatMessage>('/topic/messages', (m) => m.content === 'Merhaba!');
    send(student, DEMO_STUDENT.username, ROOM_OF_DEMO_PAIR, 'Merhaba!');
    expect(await atTeacher.received).toMatchObject({ senderUsername: DEMO_STUDENT.username });

    const atStudent = await student.listen<ChatMessage>('/topic/messages', (m) => m.content === 'Selam!');
    send(teacher, DEMO_TEACHER.username, ROOM_OF_DEMO_PAIR, 'Selam!');
    expect(await atStudent.received).toMatchObject({ senderUsername: DEMO_TEACHER.username });
  });

  it('pushes a notification over the socket when an HTTP call causes one', async () => {
    const studentToken = await signIn(server.baseUrl, DEMO_STUDENT_2.username);
    const teacherToken = await signIn(server.baseUrl, DEMO_TEACHER.username);
    const pending = await getData<Array<{ id: number; studentId: number }>>(
      server.baseUrl,
      '/v1/lesson-requests/my?status=PENDING',
      teacherToken,
    );
    const request = pending.find((item) => item.studentId === DEMO_STUDENT_2.id);
    expect(request, 'a pending request of the second demo student to the demo teacher').toBeDefined();
    const stomp = connectRaw(server.baseUrl, studentToken);
    await stomp.connected;

    const { received } = await stomp.listen<{ relatedId: number | null }>(
      `/topic/notifications/${DEMO_STUDENT_2.id}`,
      (body) => body.relatedId === request?.id,
    );
    await getData(server.baseUrl, `/v1/lesson-requests/${request?.id}/approve`, teacherToken, 'PUT');

    expect(await received).toBeDefined();
  });

  it('refuses a bad token with an ERROR frame', async () => {
    const stomp = connectRaw(server.baseUrl, 'not-a-token');

    const frame = await stomp.error;
    expect(frame.headers.message).toBe('Unauthorized');
    expect(await stomp.closed).toBe(CLOSE_PROTOCOL_ERROR.code);
  });

  it('closes open sessions on POST /__mock/reset', async () => {
    const stomp = connectRaw(server.baseUrl, await signIn(server.baseUrl, DEMO_STUDENT.username));
    await stomp.connected;

    await fetch(`${server.baseUrl}/__mock/reset`, { method: 'POST' });

    expect(await stomp.closed).toBe(CLOSE_NORMAL.code);
  });
});

describe('the standalone mock server at /ws under socket-down', () => {
  let server: MockServer;

  beforeAll(async () => {
    server = await startMockServer({ MOCK_SCENARIO: 'socket-down' });
  }, START_TIMEOUT_MS);

  afterAll(() => server?.stop());

  it('looks unreachable while HTTP still answers', async () => {
    const token = await signIn(server.baseUrl, DEMO_STUDENT.username);

    expect((await fetch(`${server.baseUrl}/ws/info`)).status).toBe(503);
    const stomp = connectRaw(server.baseUrl, token);
    await expect(stomp.connected).rejects.toThrow('socket closed');
    await stomp.client.deactivate();
  });
});
