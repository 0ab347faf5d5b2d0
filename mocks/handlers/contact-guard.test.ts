import { describe, expect, it, vi } from 'vitest';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { CONTACT_REFUSAL, contactsShared, refuseEarlyContact } from '../db/services/contact-guard';
import { membersOf } from '../db/services/chat';
import { getDb } from '../db/store';
import { brokerTestClients } from '../realtime/stomp-test-client';
import { call } from './test-support';

/*
 * Contacts stay in the app until approval: a lesson request or a chat message with a phone number or an e-mail
 * address is refused (400, Turkish) between people without an approved request; after the approval it goes
 * through. Ayşe (student) has only a PENDING request (41) to Zeynep (teacher).
 */
const PHONE_TEXT = 'Merhaba, beni 0532 123 45 67 numarasından arayabilir misiniz?';
const open = brokerTestClients({ replyDelayMs: null });

/** Zeynep approves Ayşe's pending request: from then on, contacts are shared between the two. */
async function approveAyse() {
  const db = await getDb();
  const pending = db.lessonRequests.findFirst((q) =>
    q.where({ studentId: DEMO_STUDENT_2.id, teacherId: DEMO_TEACHER.id, status: 'PENDING' }),
  )!;
  const approved = await call('PUT', `/v1/lesson-requests/${pending.id}/approve`, {
    token: DEMO_TOKENS.teacher,
  });
  expect(approved.status).toBe(200);
  return pending.announcementId;
}

/** A listing of Zeynep's without an open request of Ayşe's. */
async function freeListing(except: number[] = []) {
  const db = await getDb();
  const open = new Set(
    db.lessonRequests
      .findMany((q) => q.where({ studentId: DEMO_STUDENT_2.id, status: 'PENDING' }))
      .map((request) => request.announcementId),
  );
  return db.announcements.findFirst((q) =>
    q.where({ teacherId: DEMO_TEACHER.id, id: (id) => !open.has(id) && !except.includes(id) }),
  )!.id;
}

const request = (announcementId: number, message: string) =>
  call('POST', '/v1/lesson-requests/create', {
    token: DEMO_TOKENS.student2,
    body: { announcementId, message },
  });

describe('contacts before approval', () => {
  it('refuses a lesson request with a phone number or an e-mail address, and takes it after an approval', async () => {
    const listing = await freeListing();
    for (const message of [PHONE_TEXT, 'Bana ayse.yilmaz@ornek.com.tr adresinden yazabilirsiniz.']) {
      const refused = await request(listing, message);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message: CONTACT_REFUSAL });
    }
    const approvedListing = await approveAyse();
    expect((await request(await freeListing([approvedListing]), PHONE_TEXT)).status).toBe(200);
  });

  it('refuses a first chat message with a phone number on /user/queue/errors, and delivers it after an approval', async () => {
    const ayse = open(DEMO_TOKENS.student2);
    await ayse.connected;
    const refusals = ayse.collect('/user/queue/errors');
    const messages = ayse.collect('/topic/messages');
    const send = (clientId: string) =>
      ayse.client.publish({
        destination: '/app/send',
        body: JSON.stringify({
          chatRoomId: 0,
          content: PHONE_TEXT,
          senderUsername: DEMO_STUDENT_2.username,
          chatRoomType: 'PRIVATE',
          receiverUsername: DEMO_TEACHER.username,
          clientId,
        }),
      });

    send('before-approval');
    await vi.waitFor(() => expect(refusals.bodies).toHaveLength(1));
    expect(refusals.bodies[0]).toEqual({
      clientId: 'before-approval',
      message: CONTACT_REFUSAL,
      status: 400,
    });

    await approveAyse();
    send('after-approval');
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(1));
    expect(messages.bodies[0]).toMatchObject({ content: PHONE_TEXT, clientId: 'after-approval' });
    expect(refusals.bodies).toHaveLength(1);
  });

  it('in a group, needs an approved request with every other member', async () => {
    const db = await getDb();
    const group = db.chatRooms
      .findMany((q) => q.where({ type: 'GROUP' }))
      .find((room) => membersOf(db, room.id).includes(DEMO_STUDENT.id))!;
    const others = membersOf(db, group.id).filter((id) => id !== DEMO_STUDENT.id);
    expect(others.every((id) => contactsShared(db, DEMO_STUDENT.id, id))).toBe(false);
    expect(() => refuseEarlyContact(db, DEMO_STUDENT.id, others, PHONE_TEXT)).toThrow(CONTACT_REFUSAL);
    expect(() => refuseEarlyContact(db, DEMO_STUDENT.id, others, 'Yarın görüşürüz.')).not.toThrow();
    // Elif and Zeynep have an approved request between them: contacts are free in their private room.
    expect(() => refuseEarlyContact(db, DEMO_STUDENT.id, [DEMO_TEACHER.id], PHONE_TEXT)).not.toThrow();
  });
});
