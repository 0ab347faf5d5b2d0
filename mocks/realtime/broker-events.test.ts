import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessageSchema, notificationSchema } from '../../src/generated/realtime/channels';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS, getDb } from '../db';
import { historyOf, isMember, roomsOf, unreadCount } from '../db/services/chat';
import { createLessonRequest, decideLessonRequest } from '../db/services/lesson-requests';
import { findUserById } from '../db/services/users';
import { setScenario } from '../scenarios/testing';
import { resetScenarioState } from '../scenarios/state';
import {
  configureMockBroker,
  pendingCounterpartReplies,
  setTabRelayChannel,
  type BrokerEvent,
} from './index';
import { brokerTestClients, type TestStompClient } from './stomp-test-client';

/* Pushes the broker makes on its own: notifications of domain events, simulated counterparts, the other tab,
 * and the realtime scenarios. */

const ROOM = 1;
const open = brokerTestClients();

async function connected(token: string): Promise<TestStompClient> {
  const client = open(token);
  await client.connected;
  return client;
}

const sendAsElif = (client: TestStompClient, content: string) =>
  client.client.publish({
    destination: '/app/send',
    body: JSON.stringify({
      chatRoomId: ROOM,
      content,
      senderUsername: DEMO_STUDENT.username,
      chatRoomType: 'PRIVATE',
    }),
  });

afterEach(() => {
  setTabRelayChannel(null);
  resetScenarioState();
});

describe('notifications on /topic/notifications/{userId}', () => {
  it('pushes a lesson request to the teacher, and its approval and rejection to the student', async () => {
    const db = await getDb();
    const teacher = await connected(DEMO_TOKENS.teacher);
    const student = await connected(DEMO_TOKENS.student2);
    const toTeacher = teacher.collect(`/topic/notifications/${DEMO_TEACHER.id}`);
    const toStudent = student.collect(`/topic/notifications/${DEMO_STUDENT_2.id}`);
    const pending = new Set(
      db.lessonRequests
        .findMany((q) => q.where({ studentId: DEMO_STUDENT_2.id, status: 'PENDING' }))
        .map((request) => request.announcementId),
    );
    const listings = db.announcements.findMany((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, id: (id) => !pending.has(id) }),
    );
    const ayse = findUserById(db, DEMO_STUDENT_2.id)!;
    const zeynep = findUserById(db, DEMO_TEACHER.id)!;

    const first = await createLessonRequest(db, ayse, {
      announcementId: listings[0]!.id,
      message: 'Merhaba hocam',
    });
    const second = await createLessonRequest(db, ayse, {
      announcementId: listings[1]!.id,
      message: 'Merhaba',
    });
    await decideLessonRequest(db, zeynep, first.id, { action: 'approve' });
    await decideLessonRequest(db, zeynep, second.id, { action: 'reject', reason: null });

    await vi.waitFor(() => expect(toStudent.bodies).toHaveLength(2));
    expect(toTeacher.bodies).toHaveLength(2);
    const titles = (bodies: unknown[]) => bodies.map((body) => notificationSchema.parse(body).title);
    expect(titles(toTeacher.bodies)).toEqual(['Yeni ders talebi', 'Yeni ders talebi']);
    expect(titles(toStudent.bodies)).toEqual(['Ders talebiniz onaylandı', 'Ders talebiniz reddedildi']);
    expect(notificationSchema.parse(toStudent.bodies[0])).toMatchObject({
      type: 'LESSON_REQUEST',
      relatedId: first.id,
    });
  });
});

describe('simulated counterparts', () => {
  it('answers in a private room with a seeded person, through the chat service', async () => {
    const db = await getDb();
    const elif = await connected(DEMO_TOKENS.student);
    const messages = elif.collect('/topic/messages');
    const notifications = elif.collect(`/topic/notifications/${DEMO_STUDENT.id}`);
    const historyBefore = historyOf(db, ROOM).length;

    sendAsElif(elif, 'Merhaba hocam, yarın ders yapabilir miyiz?');

    await vi.waitFor(() => expect(messages.bodies).toHaveLength(2));
    const reply = chatMessageSchema.parse(messages.bodies[1]);
    expect(reply).toMatchObject({ chatRoomId: ROOM, senderUsername: DEMO_TEACHER.username });
    expect(reply.content).toMatch(/[a-zçğıöşü]/);
    expect(historyOf(db, ROOM)).toHaveLength(historyBefore + 2);
    expect(unreadCount(db, ROOM, DEMO_STUDENT.id)).toBe(1);
    expect(unreadCount(db, ROOM, DEMO_TEACHER.id)).toBe(0); // answering reads the room
    await vi.waitFor(() => expect(notifications.bodies).toHaveLength(1));
    expect(notificationSchema.parse(notifications.bodies[0])).toMatchObject({
      type: 'CHAT',
      relatedId: ROOM,
    });
  });

  it('answers in a private room that a first message (chatRoomId 0) just opened', async () => {
    const db = await getDb();
    const rooms = roomsOf(db, DEMO_STUDENT.id);
    const teacher = db.users.findFirst((q) =>
      q.where({ role: 'ROLE_TEACHER', id: (id) => !rooms.some((room) => isMember(db, room.id, id)) }),
    )!;
    const elif = await connected(DEMO_TOKENS.student);
    const messages = elif.collect('/topic/messages');
    elif.client.publish({
      destination: '/app/send',
      body: JSON.stringify({
        chatRoomId: 0,
        content: 'Merhaba hocam, ders verebilir misiniz?',
        senderUsername: DEMO_STUDENT.username,
        chatRoomType: 'PRIVATE',
        receiverUsername: teacher.username,
      }),
    });

    await vi.waitFor(() => expect(messages.bodies).toHaveLength(2));
    const [mine, reply] = messages.bodies.map((body) => chatMessageSchema.parse(body));
    expect(mine!.chatRoomId).toBeGreaterThan(0);
    expect(reply).toMatchObject({ chatRoomId: mine!.chatRoomId, senderUsername: teacher.username });
  });

  it('waits for the configured delay and answers a burst once', async () => {
    configureMockBroker({ replyDelayMs: 80 });
    const elif = await connected(DEMO_TOKENS.student);
    const messages = elif.collect('/topic/messages');
    sendAsElif(elif, 'Bir');
    sendAsElif(elif, 'İki');
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(2));
    expect(pendingCounterpartReplies()).toBe(1);
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(messages.bodies).toHaveLength(3);
  });

  it('stays silent while the counterpart is connected', async () => {
    await connected(DEMO_TOKENS.teacher);
    const elif = await connected(DEMO_TOKENS.student);
    const messages = elif.collect('/topic/messages');
    sendAsElif(elif, 'Orada mısınız?');
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages.bodies).toHaveLength(1);
    expect(pendingCounterpartReplies()).toBe(0);
  });
});

describe('another tab', () => {
  it('relays what this tab stored, and delivers what another tab stored without storing it again', async () => {
    configureMockBroker({ replyDelayMs: null });
    const name = `mock-stomp-test-${crypto.randomUUID()}`;
    setTabRelayChannel(name);
    const otherTab = new BroadcastChannel(name);
    const relayed: BrokerEvent[] = [];
    otherTab.addEventListener('message', (event: MessageEvent<BrokerEvent>) => relayed.push(event.data));
    try {
      const db = await getDb();
      const elif = await connected(DEMO_TOKENS.student);
      const messages = elif.collect('/topic/messages');
      sendAsElif(elif, 'Bu sekmeden');
      await vi.waitFor(() => expect(relayed.map((event) => event.kind)).toEqual(['message', 'notification']));
      expect(relayed[0]).toMatchObject({
        memberIds: expect.arrayContaining([DEMO_STUDENT.id, DEMO_TEACHER.id]),
      });

      const historyLength = historyOf(db, ROOM).length;
      const fromOtherTab = { ...(relayed[0] as Extract<BrokerEvent, { kind: 'message' }>) };
      fromOtherTab.message = { ...fromOtherTab.message, id: 99_999, content: 'Öbür sekmeden' };
      otherTab.postMessage(fromOtherTab);
      await vi.waitFor(() => expect(messages.bodies).toHaveLength(2));
      expect(messages.bodies[1]).toMatchObject({ id: 99_999, content: 'Öbür sekmeden' });
      expect(historyOf(db, ROOM)).toHaveLength(historyLength);
    } finally {
      otherTab.close();
    }
  });
});

describe('scenarios', () => {
  it('socket-down refuses the socket, and closes open ones when switched on', async () => {
    const standing = await connected(DEMO_TOKENS.student);
    await setScenario('socket-down');
    await vi.waitFor(() => expect(standing.closed()).toBe(true));

    const refused = open(DEMO_TOKENS.student);
    await expect(refused.connected).rejects.toThrow('socket closed');
  });

  it('socket-garbage sends a non-JSON and a contract-breaking body, then ERROR', async () => {
    await setScenario('socket-garbage');
    const client = await connected(DEMO_TOKENS.student);
    const messages = client.collect('/topic/messages');
    await vi.waitFor(() => expect(client.errors[0]?.headers.message).toBe('Simulated protocol error'));
    expect(messages.bodies[0]).toBeUndefined(); // not JSON
    expect(chatMessageSchema.safeParse(messages.bodies[1]).success).toBe(false);
  });
});
