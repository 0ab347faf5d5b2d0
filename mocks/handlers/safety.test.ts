import { describe, expect, it, vi } from 'vitest';
import { CreateReportResponse, GetBlockedUsersResponse } from '../../src/generated/zod/safety/safety.zod';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { BLOCK_REFUSALS, REPORT_REFUSALS } from '../db/services/safety';
import { getDb } from '../db/store';
import { brokerTestClients } from '../realtime/stomp-test-client';
import { call } from './test-support';

/* Reports and blocks: every refusal, a report stored once, and a block that stops messages and requests both
 * ways. Room 1 is the private room of Elif (student) and Zeynep (teacher). */

const ROOM = 1;
const open = brokerTestClients({ replyDelayMs: null });

const report = (token: string, body: Record<string, unknown>) => call('POST', '/v1/reports', { token, body });

/** A message of Zeynep's in room 1, which Elif may report. */
async function zeynepsMessage() {
  const db = await getDb();
  return db.chatMessages.findFirst((q) => q.where({ chatRoomId: ROOM, senderId: DEMO_TEACHER.id }))!;
}

describe('POST /v1/reports', () => {
  it('stores a report once: the second of the same item is 409 with its Turkish message', async () => {
    const body = { targetType: 'USER', targetId: DEMO_TEACHER.id, reason: 'SPAM' };
    const first = await report(DEMO_TOKENS.student, body);
    expect(first.status).toBe(200);
    expect(CreateReportResponse.parse(first.body).data).toMatchObject({ ...body, text: null });

    const second = await report(DEMO_TOKENS.student, { ...body, reason: 'ABUSE' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, message: REPORT_REFUSALS.duplicate, data: null });
    expect((await getDb()).reports.all()).toHaveLength(1);

    // Another person's report of the same item is their own.
    expect((await report(DEMO_TOKENS.student2, body)).status).toBe(200);
  });

  it('keeps the text of OTHER without control characters, and refuses it missing, short or long', async () => {
    const base = { targetType: 'USER', targetId: DEMO_TEACHER.id, reason: 'OTHER' };
    for (const text of [undefined, '   ', 'kısa', 'x'.repeat(501)]) {
      const result = await report(DEMO_TOKENS.student, { ...base, text });
      expect(result.status, String(text)).toBe(400);
      expect(result.body.message).toBe(
        text === 'x'.repeat(501) ? 'Geçersiz alan: text' : REPORT_REFUSALS.text,
      );
    }
    const stored = await report(DEMO_TOKENS.student, {
      ...base,
      text: ' Ders\u0007 dışında \u202eödeme istedi. ',
    });
    expect(stored.status).toBe(200);
    expect(CreateReportResponse.parse(stored.body).data.text).toBe('Ders dışında ödeme istedi.');
  });

  it('refuses reporting yourself and your own listing, review or message (400)', async () => {
    const db = await getDb();
    const listing = db.announcements.findFirst((q) => q.where({ teacherId: DEMO_TEACHER.id }))!;
    const review = db.reviews.findFirst((q) => q.where({ studentId: DEMO_STUDENT.id }))!;
    const message = db.chatMessages.findFirst((q) =>
      q.where({ chatRoomId: ROOM, senderId: DEMO_STUDENT.id }),
    )!;
    const cases = [
      [DEMO_TOKENS.student, 'USER', DEMO_STUDENT.id, REPORT_REFUSALS.self],
      [DEMO_TOKENS.teacher, 'LISTING', listing.id, REPORT_REFUSALS.ownListing],
      [DEMO_TOKENS.student, 'REVIEW', review.id, REPORT_REFUSALS.ownReview],
      [DEMO_TOKENS.student, 'MESSAGE', message.id, REPORT_REFUSALS.ownMessage],
    ] as const;
    for (const [token, targetType, targetId, message_] of cases) {
      const result = await report(token, { targetType, targetId, reason: 'SPAM' });
      expect(result.status, targetType).toBe(400);
      expect(result.body.message, targetType).toBe(message_);
    }
    expect(db.reports.all()).toHaveLength(0);
  });

  it('refuses an unknown item (404), a message of another room (403) and a guest (401)', async () => {
    for (const targetType of ['USER', 'LISTING', 'REVIEW', 'MESSAGE']) {
      const result = await report(DEMO_TOKENS.student, { targetType, targetId: 999_999, reason: 'SPAM' });
      expect(result.status, targetType).toBe(404);
    }
    const foreign = await report(DEMO_TOKENS.student2, {
      targetType: 'MESSAGE',
      targetId: (await zeynepsMessage()).id,
      reason: 'ABUSE',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(REPORT_REFUSALS.notMember);
    const guest = await report('', { targetType: 'USER', targetId: DEMO_TEACHER.id, reason: 'SPAM' });
    expect(guest.status).toBe(401);
  });

  it('never shows a report to anyone: the developer lists them at /__mock', async () => {
    const message = await zeynepsMessage();
    await report(DEMO_TOKENS.student, {
      targetType: 'MESSAGE',
      targetId: message.id,
      reason: 'CONTACT_REQUEST',
    });
    const rows = await call<unknown[]>('GET', '/__mock/reports');
    expect(rows.body).toEqual([
      expect.objectContaining({ reporter: '@elifdemir', targetType: 'MESSAGE', target: message.content }),
    ]);
    const page = await fetch(new URL('/__mock', location.href));
    const html = await page.text();
    expect(html).toContain('CONTACT_REQUEST');
    expect(html).not.toContain('<script');
  });
});

describe('blocks', () => {
  const blocked = async (token: string) =>
    GetBlockedUsersResponse.parse((await call('GET', '/v1/blocks', { token })).body).data;

  it('lists, blocks idempotently and unblocks', async () => {
    expect(await blocked(DEMO_TOKENS.teacher)).toEqual([]);
    for (let i = 0; i < 2; i++)
      expect(
        (await call('PUT', `/v1/blocks/${DEMO_STUDENT.id}`, { token: DEMO_TOKENS.teacher })).status,
      ).toBe(200);
    expect(await blocked(DEMO_TOKENS.teacher)).toEqual([
      expect.objectContaining({ userId: DEMO_STUDENT.id, username: DEMO_STUDENT.username }),
    ]);
    // Only the blocker's own list.
    expect(await blocked(DEMO_TOKENS.student)).toEqual([]);
    expect(
      (await call('DELETE', `/v1/blocks/${DEMO_STUDENT.id}`, { token: DEMO_TOKENS.teacher })).status,
    ).toBe(200);
    expect(await blocked(DEMO_TOKENS.teacher)).toEqual([]);
  });

  it('refuses blocking yourself (400), an unknown user (404) and a guest (401)', async () => {
    const self = await call('PUT', `/v1/blocks/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.teacher });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(BLOCK_REFUSALS.self);
    const unknown = await call('PUT', '/v1/blocks/999999', { token: DEMO_TOKENS.teacher });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(BLOCK_REFUSALS.noUser);
    expect((await call('PUT', `/v1/blocks/${DEMO_STUDENT.id}`)).status).toBe(401);
  });

  it('refuses a lesson request either way while a block stands, and the card still shows in search', async () => {
    const db = await getDb();
    // A listing Ayşe has no open request for, so nothing but the block stands in the way.
    const open = new Set(
      db.lessonRequests
        .findMany((q) => q.where({ studentId: DEMO_STUDENT_2.id, status: 'PENDING' }))
        .map((request) => request.announcementId),
    );
    const listing = db.announcements.findFirst((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, id: (id) => !open.has(id) }),
    )!;
    const send = () =>
      call('POST', '/v1/lesson-requests/create', {
        token: DEMO_TOKENS.student2,
        body: { announcementId: listing.id, message: 'Merhaba, haftada iki ders düşünüyorum.' },
      });

    await call('PUT', `/v1/blocks/${DEMO_STUDENT_2.id}`, { token: DEMO_TOKENS.teacher });
    const byThem = await send();
    expect(byThem.status).toBe(403);
    expect(byThem.body.message).toBe(BLOCK_REFUSALS.requestByThem);
    const search = await call<{ data: { content: Array<{ id: number }> } }>(
      'POST',
      '/v1/teacher/filter?page=0',
      {
        token: DEMO_TOKENS.student2,
        body: { keyword: 'Zeynep Çelik', categoryIds: null, sortByRating: false },
      },
    );
    expect(search.body.data.content.map((card) => card.id)).toContain(DEMO_TEACHER.id);

    await call('DELETE', `/v1/blocks/${DEMO_STUDENT_2.id}`, { token: DEMO_TOKENS.teacher });
    await call('PUT', `/v1/blocks/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.student2 });
    const byMe = await send();
    expect(byMe.status).toBe(403);
    expect(byMe.body.message).toBe(BLOCK_REFUSALS.requestByMe);

    await call('DELETE', `/v1/blocks/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.student2 });
    expect((await send()).status).toBe(200);
  });

  it('refuses a chat message either way on /user/queue/errors (the room stays readable) until unblocked', async () => {
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const refusals = elif.collect('/user/queue/errors');
    const messages = elif.collect('/topic/messages');
    const send = (clientId: string) =>
      elif.client.publish({
        destination: '/app/send',
        body: JSON.stringify({
          chatRoomId: ROOM,
          content: 'Merhaba',
          senderUsername: DEMO_STUDENT.username,
          chatRoomType: 'PRIVATE',
          receiverUsername: DEMO_TEACHER.username,
          clientId,
        }),
      });

    await call('PUT', `/v1/blocks/${DEMO_STUDENT.id}`, { token: DEMO_TOKENS.teacher });
    send('blocked-by-them');
    await vi.waitFor(() => expect(refusals.bodies).toHaveLength(1));
    expect(refusals.bodies[0]).toEqual({
      clientId: 'blocked-by-them',
      message: BLOCK_REFUSALS.messageByThem,
      status: 403,
    });
    const history = await call<{ data: unknown[] }>('GET', `/v1/chat/history/${ROOM}`, {
      token: DEMO_TOKENS.student,
    });
    expect(history.status).toBe(200);
    expect(history.body.data.length).toBeGreaterThan(0);
    const rooms = await call<{ data: Array<Record<string, unknown>> }>('GET', '/v1/chat/getChats/elifdemir', {
      token: DEMO_TOKENS.student,
    });
    expect(rooms.body.data.find((room) => room.chatRoomId === ROOM)).toMatchObject({
      counterpartId: DEMO_TEACHER.id,
      blockedByMe: false,
      blockedByThem: true,
    });

    await call('DELETE', `/v1/blocks/${DEMO_STUDENT.id}`, { token: DEMO_TOKENS.teacher });
    await call('PUT', `/v1/blocks/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.student });
    send('blocked-by-me');
    await vi.waitFor(() => expect(refusals.bodies).toHaveLength(2));
    expect(refusals.bodies[1]).toMatchObject({ message: BLOCK_REFUSALS.messageByMe, status: 403 });

    await call('DELETE', `/v1/blocks/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.student });
    send('free-again');
    await vi.waitFor(() => expect(messages.bodies).toHaveLength(1));
    expect(refusals.bodies).toHaveLength(2);
  });
});
