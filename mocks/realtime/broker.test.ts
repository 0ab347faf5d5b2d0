import { Versions } from '@stomp/stompjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessageSchema, notificationSchema } from '../../src/generated/realtime/channels';
import { writeAccessToken } from '../../src/lib/api/session-storage';
import { connectRealtime, disconnectRealtime, publish, subscribe } from '../../src/lib/realtime';
import { getRealtimeStatus } from '../../src/lib/realtime/realtime-status';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS, getDb, issueAccessToken } from '../db';
import { historyOf, isMember, roomsOf, unreadCount } from '../db/services/chat';
import { brokerTestClients } from './stomp-test-client';

/* The broker end to end: the app's own client (src/lib/realtime) or a raw stompjs client, over SockJS, through
 * MSW's WebSocket interception, on the seeded db. Room 1 is the private room of Elif (student) and Zeynep. */

const ROOM = 1;
const open = brokerTestClients({ replyDelayMs: null });
const stops: Array<() => void> = [];

const sent = (content: string) => ({
  chatRoomId: ROOM,
  content,
  senderUsername: DEMO_STUDENT.username,
  chatRoomType: 'PRIVATE' as const,
  receiverUsername: DEMO_TEACHER.username,
});

/** A seeded teacher Elif has no room with yet: her first message to them starts a conversation. */
async function strangerTeacherOfElif() {
  const db = await getDb();
  const rooms = roomsOf(db, DEMO_STUDENT.id);
  return db.users.findFirst((q) =>
    q.where({ role: 'ROLE_TEACHER', id: (id) => !rooms.some((room) => isMember(db, room.id, id)) }),
  )!;
}

/** Signs the app's client in as Elif and waits for the socket. */
async function connectAppAsElif(): Promise<void> {
  writeAccessToken(DEMO_TOKENS.student);
  void connectRealtime();
  await vi.waitFor(() => expect(getRealtimeStatus()).toBe('connected'));
}

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await disconnectRealtime();
});

describe('CONNECT', () => {
  it('accepts a valid demo token with CONNECTED, version 1.2 and heart-beats', async () => {
    const frame = await open(DEMO_TOKENS.teacher, { heartbeatIncoming: 10_000, heartbeatOutgoing: 10_000 })
      .connected;
    expect(frame.command).toBe('CONNECTED');
    expect(frame.headers).toMatchObject({
      version: '1.2',
      'heart-beat': '10000,10000',
      'user-name': 'zeynepcelik',
    });
  });

  it('accepts a freshly issued token and negotiates down to what the client speaks', async () => {
    const token = await issueAccessToken(await getDb(), DEMO_STUDENT_2.id);
    const frame = await open(token, { stompVersions: new Versions(['1.1']) }).connected;
    expect(frame.headers).toMatchObject({ version: '1.1', 'heart-beat': '0,0' });
  });

  it.each([
    ['an unknown token', 'not-a-token'],
    ['no token', null],
  ])('answers %s with ERROR and closes the socket', async (_, token) => {
    const client = open(token);
    await expect(client.connected).rejects.toThrow('Unauthorized');
    expect(client.errors[0]?.body).toMatch(token ? /Session expired/ : /Authorization: Bearer/);
    await vi.waitFor(() => expect(client.closed()).toBe(true));
  });

  it('refuses an expired token', async () => {
    const db = await getDb();
    const token = await issueAccessToken(db, DEMO_STUDENT.id);
    await db.sessions.update((q) => q.where({ token }), { data: (s) => void (s.expiresAt = Date.now() - 1) });
    await expect(open(token).connected).rejects.toThrow('Unauthorized');
  });
});

describe('SEND to /app/send', () => {
  it('stores the message, delivers it to both members and notifies the counterpart', async () => {
    const teacher = open(DEMO_TOKENS.teacher);
    await teacher.connected;
    const teacherMessages = teacher.collect('/topic/messages');
    const teacherNotifications = teacher.collect(`/topic/notifications/${DEMO_TEACHER.id}`);
    const received: unknown[] = [];
    stops.push(subscribe('messages', {}, (message) => received.push(message)));
    await connectAppAsElif();
    const db = await getDb();
    const unreadBefore = unreadCount(db, ROOM, DEMO_TEACHER.id);

    expect(publish('send', sent('Merhaba hocam, perşembe 18.00 uygun mu?'))).toBe(true);

    await vi.waitFor(() => expect(received).toHaveLength(1));
    const message = chatMessageSchema.parse(received[0]);
    expect(message).toMatchObject({
      chatRoomId: ROOM,
      chatRoomType: 'PRIVATE',
      content: 'Merhaba hocam, perşembe 18.00 uygun mu?',
      senderUsername: DEMO_STUDENT.username,
      receiverUsername: DEMO_TEACHER.username,
    });
    expect(historyOf(db, ROOM).at(-1)).toMatchObject({ id: message.id, senderId: DEMO_STUDENT.id });
    expect(unreadCount(db, ROOM, DEMO_TEACHER.id)).toBe(unreadBefore + 1);
    await vi.waitFor(() => expect(teacherMessages.bodies).toEqual([received[0]]));
    await vi.waitFor(() => expect(teacherNotifications.bodies).toHaveLength(1));
    expect(notificationSchema.parse(teacherNotifications.bodies[0])).toMatchObject({
      type: 'CHAT',
      relatedId: ROOM,
      read: false,
      content: 'Elif Demir: Merhaba hocam, perşembe 18.00 uygun mu?',
    });
  });

  it('is visible in the HTTP history', async () => {
    await connectAppAsElif();
    publish('send', sent('Ödevi bitirdim.'));
    await vi.waitFor(async () => {
      const response = await fetch(new URL(`/v1/chat/history/${ROOM}`, window.location.href), {
        headers: { Authorization: `Bearer ${DEMO_TOKENS.teacher}` },
      });
      const body = (await response.json()) as { data: Array<{ content: string }> };
      expect(body.data.at(-1)?.content).toBe('Ödevi bitirdim.');
    });
  });

  it('keeps /topic/messages to the room members', async () => {
    const outsider = open(DEMO_TOKENS.student2);
    await outsider.connected;
    const seen = outsider.collect('/topic/messages');
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const own = elif.collect('/topic/messages');
    elif.client.publish({ destination: '/app/send', body: JSON.stringify(sent('Sadece bize')) });
    await vi.waitFor(() => expect(own.bodies).toHaveLength(1));
    expect(seen.bodies).toEqual([]);
  });

  it('starts a private conversation with chatRoomId 0 and keeps using that room', async () => {
    const teacher = await strangerTeacherOfElif();
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const messages = elif.collect('/topic/messages');
    const first = {
      ...sent('Merhaba hocam, ilanınızı gördüm.'),
      chatRoomId: 0,
      receiverUsername: teacher.username,
    };

    elif.client.publish({ destination: '/app/send', body: JSON.stringify(first) });

    await vi.waitFor(() => expect(messages.bodies).toHaveLength(1));
    const message = chatMessageSchema.parse(messages.bodies[0]);
    expect(message).toMatchObject({
      chatRoomType: 'PRIVATE',
      content: 'Merhaba hocam, ilanınızı gördüm.',
      senderUsername: DEMO_STUDENT.username,
      receiverUsername: teacher.username,
    });
    expect(message.chatRoomId).toBeGreaterThan(0);
    const db = await getDb();
    expect(isMember(db, message.chatRoomId, teacher.id)).toBe(true);
    const chats = await fetch(new URL(`/v1/chat/getChats/${DEMO_STUDENT.username}`, window.location.href), {
      headers: { Authorization: `Bearer ${DEMO_TOKENS.student}` },
    });
    const rooms = ((await chats.json()) as { data: Array<{ chatRoomId: number; displayUsername: string }> })
      .data;
    expect(rooms[0]).toMatchObject({
      chatRoomId: message.chatRoomId,
      displayUsername: teacher.username,
      lastMessageAt: message.timestamp,
    });

    // Another 0 to the same person finds the room instead of opening a second one.
    elif.client.publish({
      destination: '/app/send',
      body: JSON.stringify({ ...first, content: 'Bir de...' }),
    });
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(2));
    expect(chatMessageSchema.parse(messages.bodies[1]).chatRoomId).toBe(message.chatRoomId);
    expect(historyOf(db, message.chatRoomId)).toHaveLength(2);
  });

  it('sends chatRoomId 0 to someone Elif already has a room with into that room', async () => {
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const messages = elif.collect('/topic/messages');
    elif.client.publish({
      destination: '/app/send',
      body: JSON.stringify({ ...sent('Tekrar ben'), chatRoomId: 0 }),
    });
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(1));
    expect(chatMessageSchema.parse(messages.bodies[0]).chatRoomId).toBe(ROOM);
  });

  it.each([
    ['a payload that breaks the contract', { chatRoomId: 'bir', content: 'x' }, 'Invalid message'],
    [
      'a new conversation without receiverUsername',
      { ...sent('x'), chatRoomId: 0, senderUsername: 'ayseyilmaz', receiverUsername: undefined },
      'Invalid message',
    ],
    [
      'a new conversation with an unknown receiver',
      { ...sent('x'), chatRoomId: 0, senderUsername: 'ayseyilmaz', receiverUsername: 'kimsebudegil' },
      'Unknown receiver',
    ],
    [
      'a new conversation with oneself',
      { ...sent('x'), chatRoomId: 0, senderUsername: 'ayseyilmaz', receiverUsername: 'ayseyilmaz' },
      'Invalid message',
    ],
    [
      'a new group conversation',
      { ...sent('x'), chatRoomId: 0, senderUsername: 'ayseyilmaz', chatRoomType: 'GROUP' },
      'Invalid message',
    ],
    [
      'a room the sender is not in',
      { ...sent('x'), chatRoomId: 2, senderUsername: 'ayseyilmaz' },
      'Access denied',
    ],
    ['another user as sender', sent('x'), 'Invalid message'],
  ])('answers %s with ERROR', async (_, payload, message) => {
    const client = open(DEMO_TOKENS.student2);
    await client.connected;
    client.client.publish({ destination: '/app/send', body: JSON.stringify(payload) });
    await vi.waitFor(() => expect(client.errors[0]?.headers.message).toBe(message));
    await vi.waitFor(() => expect(client.closed()).toBe(true));
  });

  it('answers a refused message on /user/queue/errors, with its clientId, and stays connected', async () => {
    const client = open(DEMO_TOKENS.student2);
    await client.connected;
    const refusals = client.collect('/user/queue/errors');
    const messages = client.collect('/topic/messages');
    const unknown = { ...sent('x'), chatRoomId: 0, senderUsername: 'ayseyilmaz', receiverUsername: 'kimse' };
    client.client.publish({
      destination: '/app/send',
      body: JSON.stringify({ ...unknown, clientId: 'refused-1' }),
    });
    await vi.waitFor(() => expect(refusals.bodies).toHaveLength(1));
    expect(refusals.bodies[0]).toEqual({ clientId: 'refused-1', message: 'Unknown receiver', status: 404 });

    // Still connected: the next message goes through.
    const room = (await getDb()).chatMembers.findFirst((q) => q.where({ userId: DEMO_STUDENT_2.id }))!;
    client.client.publish({
      destination: '/app/send',
      body: JSON.stringify({
        ...sent('Yine ben'),
        chatRoomId: room.chatRoomId,
        senderUsername: 'ayseyilmaz',
      }),
    });
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(1));
    expect(client.errors).toEqual([]);
    expect(client.closed()).toBe(false);
  });

  it('stores a message once per clientId and answers a repeat with the stored copy', async () => {
    const teacher = open(DEMO_TOKENS.teacher);
    await teacher.connected;
    const teacherMessages = teacher.collect('/topic/messages');
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const own = elif.collect('/topic/messages');
    const db = await getDb();
    const before = historyOf(db, ROOM).length;
    const body = JSON.stringify({ ...sent('Bir kez'), clientId: 'c-42' });

    elif.client.publish({ destination: '/app/send', body });
    await vi.waitFor(() => expect(own.bodies).toHaveLength(1));
    const receipt = new Promise((resolve) => elif.client.watchForReceipt('repeat', resolve));
    elif.client.publish({ destination: '/app/send', body, headers: { receipt: 'repeat' } });
    await receipt;

    await vi.waitFor(() => expect(own.bodies).toHaveLength(2));
    expect(own.bodies[1]).toEqual(own.bodies[0]);
    expect(chatMessageSchema.parse(own.bodies[0])).toMatchObject({ content: 'Bir kez', clientId: 'c-42' });
    expect(historyOf(db, ROOM)).toHaveLength(before + 1);
    expect(teacherMessages.bodies).toHaveLength(1);
    // Another sender may use the same clientId: it is theirs.
    const zeynep = { ...sent('Benden'), senderUsername: DEMO_TEACHER.username, clientId: 'c-42' };
    teacher.client.publish({ destination: '/app/send', body: JSON.stringify(zeynep) });
    await vi.waitFor(() => expect(historyOf(db, ROOM)).toHaveLength(before + 2));
  });
});

describe('SUBSCRIBE, UNSUBSCRIBE, DISCONNECT', () => {
  it('stops delivering after UNSUBSCRIBE', async () => {
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const first = elif.collect('/topic/messages');
    const second = elif.collect('/topic/messages');
    elif.client.publish({ destination: '/app/send', body: JSON.stringify(sent('Bir')) });
    await vi.waitFor(() => expect(second.bodies).toHaveLength(1));
    second.stop();
    const receipt = new Promise((resolve) => elif.client.watchForReceipt('after-unsubscribe', resolve));
    elif.client.publish({
      destination: '/app/send',
      body: JSON.stringify(sent('İki')),
      headers: { receipt: 'after-unsubscribe' },
    });
    await receipt;
    await vi.waitFor(() => expect(first.bodies).toHaveLength(2));
    expect(second.bodies).toHaveLength(1);
  });

  it("refuses another user's notification topic", async () => {
    const client = open(DEMO_TOKENS.student);
    await client.connected;
    client.collect(`/topic/notifications/${DEMO_TEACHER.id}`);
    await vi.waitFor(() => expect(client.errors[0]?.headers.message).toBe('Access denied'));
  });

  it('confirms DISCONNECT with a RECEIPT', async () => {
    const onDisconnect = vi.fn();
    const client = open(DEMO_TOKENS.student, { onDisconnect });
    await client.connected;
    await client.client.deactivate();
    expect(onDisconnect).toHaveBeenCalledOnce();
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject({ command: 'RECEIPT' });
  });
});
