import { describe, expect, it, vi } from 'vitest';
import { chatMessageSchema, chatRoomEventSchema } from '../../src/generated/realtime/channels';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS, getDb } from '../db';
import { createGroupChat, removeGroupChatMember } from '../db/services/chat-groups';
import { approveDemoStudentsForAListing } from '../db/services/group-test-support';
import { findUserById } from '../db/services/users';
import { brokerTestClients, type TestStompClient } from './stomp-test-client';

/* Group rooms over the broker: every member hears the group's messages and its membership changes; a removed
 * member hears neither the next message nor may send one. */

const open = brokerTestClients();

/** A connected client whose subscriptions to `destinations` the broker has confirmed (RECEIPT). */
async function listening(token: string, destinations: string[]) {
  const client = open(token);
  await client.connected;
  const collected = await Promise.all(
    destinations.map(async (destination, index) => {
      const receipt = `sub-${index}`;
      const confirmed = new Promise<void>((resolve) =>
        client.client.watchForReceipt(receipt, () => resolve()),
      );
      const collection = client.collect(destination, { receipt });
      await confirmed;
      return collection;
    }),
  );
  return { client, collected };
}

/** The demo teacher, and a listing of theirs both demo students are approved for. */
async function group() {
  const db = await getDb();
  const announcementId = await approveDemoStudentsForAListing(db);
  return { db, teacher: findUserById(db, DEMO_TEACHER.id)!, listing: { id: announcementId } };
}

const sendTo = (client: TestStompClient, chatRoomId: number, senderUsername: string, content: string) =>
  client.client.publish({
    destination: '/app/send',
    body: JSON.stringify({ chatRoomId, content, senderUsername, chatRoomType: 'GROUP', clientId: content }),
  });

describe('group rooms on the broker', () => {
  it("tells each new member, delivers a member's message to all with the sender's name, and shuts out a removed member", async () => {
    const { db, teacher, listing } = await group();
    const elif = await listening(DEMO_TOKENS.student, ['/topic/messages']);
    const ayse = await listening(DEMO_TOKENS.student2, [
      `/topic/chat-rooms/${DEMO_STUDENT_2.id}`,
      '/topic/messages',
      '/user/queue/errors',
    ]);
    const [ayseRooms, ayseMessages, ayseRefusals] = ayse.collected;

    const room = await createGroupChat(db, teacher, {
      announcementId: listing.id,
      name: 'Perşembe Grubu',
      memberIds: [DEMO_STUDENT.id, DEMO_STUDENT_2.id],
    });
    await vi.waitFor(() => expect(ayseRooms!.bodies).toHaveLength(1));
    expect(chatRoomEventSchema.parse(ayseRooms!.bodies[0])).toEqual({ type: 'ADDED', chatRoomId: room.id });

    sendTo(elif.client, room.id, DEMO_STUDENT.username, 'Herkese merhaba');
    await vi.waitFor(() => expect(ayseMessages!.bodies).toHaveLength(1));
    expect(chatMessageSchema.parse(ayseMessages!.bodies[0])).toMatchObject({
      chatRoomId: room.id,
      chatRoomType: 'GROUP',
      senderId: DEMO_STUDENT.id,
      senderName: 'Elif Demir',
    });

    removeGroupChatMember(db, teacher, room.id, DEMO_STUDENT_2.id);
    await vi.waitFor(() => expect(ayseRooms!.bodies).toHaveLength(2));
    expect(ayseRooms!.bodies[1]).toEqual({ type: 'REMOVED', chatRoomId: room.id });

    sendTo(ayse.client, room.id, DEMO_STUDENT_2.username, 'Ben de buradayım');
    await vi.waitFor(() => expect(ayseRefusals!.bodies).toHaveLength(1));
    expect(ayseRefusals!.bodies[0]).toMatchObject({ clientId: 'Ben de buradayım', status: 403 });

    // Elif's next message reaches Elif (the sender) but not Ayşe any more.
    const [elifMessages] = elif.collected;
    sendTo(elif.client, room.id, DEMO_STUDENT.username, 'Ayşe artık yok');
    await vi.waitFor(() => expect(elifMessages!.bodies).toHaveLength(2));
    expect(ayseMessages!.bodies).toHaveLength(1);
  });

  it("refuses a subscription to another user's room changes", async () => {
    const client = open(DEMO_TOKENS.student);
    await client.connected;
    client.collect(`/topic/chat-rooms/${DEMO_STUDENT_2.id}`);
    await vi.waitFor(() => expect(client.errors[0]?.headers.message).toBe('Access denied'));
  });
});
