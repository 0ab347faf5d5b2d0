import { beforeEach, describe, expect, it } from 'vitest';
import { GetChatHistoryResponse, GetChatsResponse } from '../../src/generated/zod/chat/chat.zod';
import {
  ApproveLessonRequestResponse,
  CreateLessonRequestResponse,
  GetMyLessonRequestsResponse,
} from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import { GetNotificationsResponse } from '../../src/generated/zod/notifications/notifications.zod';
import { CreateReviewResponse } from '../../src/generated/zod/reviews/reviews.zod';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER } from '../db/demo';
import { onDbEvent } from '../db/events';
import { getDb, resetDb } from '../db/store';
import { call, login } from './test-support';

beforeEach(async () => {
  await resetDb();
});

/** A listing of the demo teacher that the student has no pending request for. */
const demoTeacherListing = async (studentId: number) => {
  const db = await getDb();
  const pending = new Set(
    db.lessonRequests.findMany((q) => q.where({ studentId, status: 'PENDING' })).map((r) => r.announcementId),
  );
  return db.announcements.findFirst((q) =>
    q.where({ teacherId: DEMO_TEACHER.id, id: (id) => !pending.has(id) }),
  )!.id;
};

describe('lesson requests', () => {
  it('notifies the student when the teacher approves, and shares contact details', async () => {
    const student = await login(DEMO_STUDENT_2.username);
    const pushed: Array<{ userId: number; relatedId: number | null }> = [];
    const stop = onDbEvent('notification', ({ notification }) => pushed.push(notification));

    const created = await call('POST', '/v1/lesson-requests/create', {
      token: student.token,
      body: {
        announcementId: await demoTeacherListing(DEMO_STUDENT_2.id),
        message: 'Merhaba, haftada iki ders düşünüyorum.',
      },
    });
    const request = CreateLessonRequestResponse.parse(created.body).data;
    expect(request).toMatchObject({
      status: 'PENDING',
      studentId: DEMO_STUDENT_2.id,
      studentContact: null,
      teacherContact: null,
    });

    const teacher = await login(DEMO_TEACHER.username);
    const approved = ApproveLessonRequestResponse.parse(
      (await call('PUT', `/v1/lesson-requests/${request.id}/approve`, { token: teacher.token })).body,
    ).data;
    expect(approved).toMatchObject({
      status: 'APPROVED',
      studentContact: { email: 'ayse.yilmaz@ornek.com.tr' },
      teacherContact: { email: 'zeynep.celik@ornek.com.tr' },
    });
    stop();
    expect(pushed.filter((n) => n.relatedId === request.id).map((n) => n.userId)).toEqual([
      DEMO_TEACHER.id,
      DEMO_STUDENT_2.id,
    ]);

    const notifications = GetNotificationsResponse.parse(
      (await call('GET', '/v1/notifications', { token: student.token })).body,
    ).data;
    expect(notifications[0]).toMatchObject({
      type: 'LESSON_REQUEST',
      relatedId: request.id,
      read: false,
      title: 'Ders talebiniz onaylandı',
    });

    const seenByStudent = await call<{ data: { teacherContact: { email: string } } }>(
      'GET',
      `/v1/lesson-requests/${request.id}`,
      { token: student.token },
    );
    expect(seenByStudent.body.data.teacherContact.email).toBe('zeynep.celik@ornek.com.tr');
    const again = await call('PUT', `/v1/lesson-requests/${request.id}/reject`, { token: teacher.token });
    expect(again).toMatchObject({ status: 409, body: { success: false } });
  });

  it('enforces who may decide, cancel and see a request', async () => {
    const student = await login(DEMO_STUDENT.username);
    const other = await login(DEMO_STUDENT_2.username);
    const mine = GetMyLessonRequestsResponse.parse(
      (await call('GET', '/v1/lesson-requests/my?status=PENDING', { token: student.token })).body,
    ).data;
    const pending = mine[0]!;
    expect(mine.every((r) => r.status === 'PENDING' && r.studentId === DEMO_STUDENT.id)).toBe(true);

    expect(
      (await call('PUT', `/v1/lesson-requests/${pending.id}/approve`, { token: student.token })).status,
    ).toBe(403);
    expect(await call('GET', `/v1/lesson-requests/${pending.id}`, { token: other.token })).toMatchObject({
      status: 403,
      body: { success: false, message: 'Bu talebi görüntüleme yetkiniz yok.', data: null },
    });
    const cancelled = await call('PUT', `/v1/lesson-requests/${pending.id}/cancel`, { token: student.token });
    expect(cancelled.body).toMatchObject({ data: { status: 'CANCELLED' } });

    const rejected = await call('PUT', `/v1/lesson-requests/${pending.id}/reject`, {
      token: (await login(pending.teacherUsername!)).token,
      body: { reason: 'Programım dolu.' },
    });
    expect(rejected.status).toBe(409);
  });

  it('lets a student review a held lesson once', async () => {
    const student = await login(DEMO_STUDENT.username);
    const approved = GetMyLessonRequestsResponse.parse(
      (await call('GET', '/v1/lesson-requests/my?status=COMPLETED', { token: student.token })).body,
    ).data;
    const open = approved.find((r) => r.teacherId !== DEMO_TEACHER.id)!;
    const body = { lessonRequestId: open.id, rating: 4, comment: 'Güzel bir dersti.' };
    const review = await call('POST', '/v1/reviews/create', { token: student.token, body });
    expect(CreateReviewResponse.parse(review.body).data).toMatchObject({
      teacherId: open.teacherId,
      rating: 4,
      studentName: 'Elif D.',
    });
    expect(await call('POST', '/v1/reviews/create', { token: student.token, body })).toMatchObject({
      status: 409,
      body: { success: false, message: 'Bu ders talebi için zaten değerlendirme yaptınız.' },
    });
    const reviewed = approved.find((r) => r.teacherId === DEMO_TEACHER.id)!;
    expect(
      (
        await call('POST', '/v1/reviews/create', {
          token: student.token,
          body: { ...body, lessonRequestId: reviewed.id },
        })
      ).status,
    ).toBe(409);
  });
});

describe('chats and notifications', () => {
  it('lists rooms with unread counts, serves history and reads a room', async () => {
    const { token } = await login(DEMO_STUDENT.username);
    const chats = GetChatsResponse.parse(
      (await call('GET', `/v1/chat/getChats/${DEMO_STUDENT.username}`, { token })).body,
    ).data;
    const rooms = Array.isArray(chats) ? chats : chats.data;
    expect(rooms.some((room) => room.chatRoomType === 'GROUP')).toBe(true);
    const unread = rooms.find((room) => room.unreadCount > 0)!;

    const history = GetChatHistoryResponse.parse(
      (await call('GET', `/v1/chat/history/${unread.chatRoomId}`, { token })).body,
    ).data;
    const messages = Array.isArray(history) ? history : history.data;
    expect(messages.at(-1)?.content).toBe(unread.lastMessage);

    expect((await call('PUT', `/v1/chat/readAll/${unread.chatRoomId}`, { token })).status).toBe(200);
    const after = (
      await call<{ data: Array<{ chatRoomId: number; unreadCount: number }> }>(
        'GET',
        `/v1/chat/getChats/${DEMO_STUDENT.username}`,
        { token },
      )
    ).body.data;
    expect(after.find((room) => room.chatRoomId === unread.chatRoomId)?.unreadCount).toBe(0);

    const stranger = (await getDb()).chatRooms
      .all()
      .find((room) => !rooms.some((r) => r.chatRoomId === room.id))!;
    expect((await call('GET', `/v1/chat/history/${stranger.id}`, { token })).status).toBe(403);
    expect((await call('GET', `/v1/chat/getChats/${DEMO_TEACHER.username}`, { token })).status).toBe(403);
  });

  it('pages a history backwards with before and size, oldest first, and ignores values it cannot read', async () => {
    const { token } = await login(DEMO_STUDENT.username);
    const chats = GetChatsResponse.parse(
      (await call('GET', `/v1/chat/getChats/${DEMO_STUDENT.username}`, { token })).body,
    ).data;
    const room = (Array.isArray(chats) ? chats : chats.data)[0]!;
    const ids = async (query = '') => {
      const body = GetChatHistoryResponse.parse(
        (await call('GET', `/v1/chat/history/${room.chatRoomId}${query}`, { token })).body,
      ).data;
      return (Array.isArray(body) ? body : body.data).map((message) => message.id!);
    };
    const all = await ids();
    expect(all.length).toBeGreaterThan(3);
    expect(all).toEqual([...all].sort((a, b) => a - b));

    expect(await ids('?size=2')).toEqual(all.slice(-2));
    expect(await ids(`?before=${all.at(-2)}&size=2`)).toEqual(all.slice(-4, -2));
    expect(await ids(`?before=${all.at(-2)}`)).toEqual(all.slice(0, -2));
    expect(await ids(`?before=${all[0]}&size=5`)).toEqual([]);
    // Paging to the start: every page older than the last, nothing twice, nothing lost.
    const paged: number[] = [];
    for (let page = await ids('?size=3'); page.length > 0; page = await ids(`?before=${page[0]}&size=3`))
      paged.unshift(...page);
    expect(paged).toEqual(all);
    expect(await ids('?size=banana&before=-1')).toEqual(all);
    expect(await ids('?size=100000')).toEqual(all.slice(-200));
  });

  it('lists notifications newest first and marks one read', async () => {
    const { token } = await login(DEMO_TEACHER.username);
    const list = GetNotificationsResponse.parse(
      (await call('GET', '/v1/notifications', { token })).body,
    ).data;
    expect(list.length).toBeGreaterThan(7);
    const times = list.map((n) => Date.parse(n.createdAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const unread = list.find((n) => !n.read)!;
    expect((await call('PUT', `/v1/notifications/${unread.id}/read`, { token })).status).toBe(200);
    const again = (
      await call<{ data: Array<{ id: number; read: boolean }> }>('GET', '/v1/notifications', { token })
    ).body.data;
    expect(again.find((n) => n.id === unread.id)?.read).toBe(true);
    const foreign = (await getDb()).notifications.findFirst((q) => q.where({ userId: DEMO_STUDENT.id }))!;
    expect((await call('PUT', `/v1/notifications/${foreign.id}/read`, { token })).status).toBe(404);
  });
});
