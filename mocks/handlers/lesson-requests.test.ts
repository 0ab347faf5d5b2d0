import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreateLessonRequestResponse,
  GetLessonRequestResponse,
  GetMyLessonRequestsResponse,
} from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import { GetNotificationsResponse } from '../../src/generated/zod/notifications/notifications.zod';
import {
  DEMO_STUDENT,
  DEMO_STUDENT_2,
  DEMO_TEACHER,
  DEMO_TOKENS,
  LESSON_REQUEST_EXPIRY_DAYS,
} from '../db/demo';
import { getDb, resetDb } from '../db/store';
import { call } from './test-support';

const DAY = 86_400_000;
const MESSAGE = 'Merhaba hocam, haftada iki ders düşünüyorum.';

beforeEach(async () => {
  await resetDb();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A listing of the demo teacher with the given mode that the second demo student has no open request for. */
const listingOf = async (mode: 'ONLINE' | 'IN_PERSON' | 'BOTH') => {
  const db = await getDb();
  const open = new Set(
    db.lessonRequests
      .findMany((q) => q.where({ studentId: DEMO_STUDENT_2.id, status: 'PENDING' }))
      .map((r) => r.announcementId),
  );
  return db.announcements.findFirst((q) =>
    q.where({ teacherId: DEMO_TEACHER.id, lessonMode: mode, id: (id) => !open.has(id) }),
  )!;
};

const create = (token: string, body: Record<string, unknown>) =>
  call('POST', '/v1/lesson-requests/create', { token, body });

describe('sending a lesson request', () => {
  it('stores the preferred mode, days and times, and shares no contact details yet', async () => {
    const listing = await listingOf('BOTH');
    const result = await create(DEMO_TOKENS.student2, {
      announcementId: listing.id,
      message: MESSAGE,
      preferredLessonMode: 'IN_PERSON',
      preferredDays: ['THURSDAY', 'TUESDAY', 'THURSDAY'],
      preferredTimeRanges: ['EVENING'],
      preferredStartDate: '2026-12-01',
    });
    const request = CreateLessonRequestResponse.parse(result.body).data;
    expect(request).toMatchObject({
      status: 'PENDING',
      preferredLessonMode: 'IN_PERSON',
      preferredDays: ['TUESDAY', 'THURSDAY'],
      preferredTimeRanges: ['EVENING'],
      preferredStartDate: '2026-12-01',
      studentContact: null,
      teacherContact: null,
      reviewId: null,
    });
    expect(Date.parse(request.expiresAt!) - Date.parse(request.createdAt)).toBe(
      LESSON_REQUEST_EXPIRY_DAYS * DAY,
    );
    const bare = CreateLessonRequestResponse.parse(
      (
        await create(DEMO_TOKENS.student2, {
          announcementId: (await listingOf('ONLINE')).id,
          message: MESSAGE,
        })
      ).body,
    ).data;
    expect(bare).toMatchObject({ preferredDays: [], preferredTimeRanges: [] });
    expect(bare).not.toHaveProperty('preferredLessonMode');
  });

  it('refuses a teacher, a second open request, a mode the listing lacks and a short message', async () => {
    const online = await listingOf('ONLINE');
    expect(await create(DEMO_TOKENS.teacher2, { announcementId: online.id, message: MESSAGE })).toMatchObject(
      {
        status: 403,
        body: { success: false, message: 'Ders talebini yalnızca öğrenciler gönderebilir.' },
      },
    );
    expect((await create(DEMO_TOKENS.student2, { announcementId: online.id, message: MESSAGE })).status).toBe(
      200,
    );
    expect(await create(DEMO_TOKENS.student2, { announcementId: online.id, message: MESSAGE })).toMatchObject(
      {
        status: 400,
        body: { success: false, message: 'Bu ilan için zaten bekleyen bir talebiniz var.' },
      },
    );
    const other = await listingOf('ONLINE');
    expect(
      await create(DEMO_TOKENS.student2, {
        announcementId: other.id,
        message: MESSAGE,
        preferredLessonMode: 'IN_PERSON',
      }),
    ).toMatchObject({ status: 400, body: { message: 'Bu ilan seçtiğiniz ders şeklini sunmuyor.' } });
    expect(
      await create(DEMO_TOKENS.student2, { announcementId: other.id, message: 'Çok kısa.' }),
    ).toMatchObject({ status: 400, body: { message: 'Geçersiz alan: message' } });
  });

  it('allows a new request for the same listing once the earlier one is no longer pending', async () => {
    const listing = await listingOf('ONLINE');
    const first = CreateLessonRequestResponse.parse(
      (await create(DEMO_TOKENS.student2, { announcementId: listing.id, message: MESSAGE })).body,
    ).data;
    await call('PUT', `/v1/lesson-requests/${first.id}/cancel`, { token: DEMO_TOKENS.student2 });
    expect(
      (await create(DEMO_TOKENS.student2, { announcementId: listing.id, message: MESSAGE })).status,
    ).toBe(200);
  });
});

describe("the teacher's free ranges chosen in a request", () => {
  // The demo teacher's seeded week: Tuesday and Thursday 18:00–21:00, Saturday 09:00–12:30, Sunday 14:00–17:00.
  it("stores the chosen ranges once each in the week's order and returns them on every read", async () => {
    const listing = await listingOf('BOTH');
    const saturday = { day: 'SATURDAY', start: '09:00', end: '12:30' };
    const tuesday = { day: 'TUESDAY', start: '18:00', end: '21:00' };
    const result = await create(DEMO_TOKENS.student2, {
      announcementId: listing.id,
      message: MESSAGE,
      preferredLessonMode: 'ONLINE',
      preferredSlots: [saturday, tuesday, saturday],
    });
    expect(result.status).toBe(200);
    const sent = CreateLessonRequestResponse.parse(result.body).data;
    expect(sent.preferredSlots).toEqual([tuesday, saturday]);
    const read = await call('GET', `/v1/lesson-requests/${sent.id}`, { token: DEMO_TOKENS.teacher });
    expect(GetLessonRequestResponse.parse(read.body).data.preferredSlots).toEqual([tuesday, saturday]);
    const db = await getDb();
    expect(db.lessonRequests.findFirst((q) => q.where({ id: sent.id }))?.preferredSlots).toEqual([
      tuesday,
      saturday,
    ]);
  });

  it("refuses, in Turkish, a range outside the teacher's hours or off the grid, and stores nothing", async () => {
    const listing = await listingOf('BOTH');
    const before = (await getDb()).lessonRequests.count();
    const outside = await create(DEMO_TOKENS.student2, {
      announcementId: listing.id,
      message: MESSAGE,
      preferredSlots: [{ day: 'SATURDAY', start: '08:00', end: '10:00' }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      success: false,
      message:
        'Cumartesi 08:00–10:00 eğitmenin müsait saatleri dışında. Lütfen eğitmenin güncel müsaitlik saatlerinden birini seçin.',
    });
    const wrongDay = await create(DEMO_TOKENS.student2, {
      announcementId: listing.id,
      message: MESSAGE,
      preferredSlots: [{ day: 'MONDAY', start: '18:00', end: '21:00' }],
    });
    expect(wrongDay.status).toBe(400);
    const offGrid = await create(DEMO_TOKENS.student2, {
      announcementId: listing.id,
      message: MESSAGE,
      preferredSlots: [{ day: 'SATURDAY', start: '09:15', end: '12:00' }],
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body).toMatchObject({ message: expect.stringContaining('yarım saatlik') });
    expect((await getDb()).lessonRequests.count()).toBe(before);
  });
});

describe('seeing a lesson request', () => {
  it('answers 404 for an unknown id and 403 with no data to someone who is neither party', async () => {
    expect(await call('GET', '/v1/lesson-requests/99999', { token: DEMO_TOKENS.student })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Ders talebi bulunamadı.' },
    });
    const foreign = (await getDb()).lessonRequests.findFirst((q) =>
      q.where({ studentId: DEMO_STUDENT.id, teacherId: (id) => id !== DEMO_TEACHER.id }),
    )!;
    expect(
      await call('GET', `/v1/lesson-requests/${foreign.id}`, { token: DEMO_TOKENS.teacher }),
    ).toMatchObject({
      status: 403,
      body: { success: false, message: 'Bu talebi görüntüleme yetkiniz yok.', data: null },
    });
  });

  it('shares both parties’ contact details with both only once approved, in every answer', async () => {
    const listing = await listingOf('ONLINE');
    const created = CreateLessonRequestResponse.parse(
      (await create(DEMO_TOKENS.student2, { announcementId: listing.id, message: MESSAGE })).body,
    ).data;
    const one = (token: string) =>
      call('GET', `/v1/lesson-requests/${created.id}`, { token }).then(
        (r) => GetLessonRequestResponse.parse(r.body).data,
      );
    const inList = (token: string) =>
      call('GET', '/v1/lesson-requests/my', { token }).then((r) =>
        GetMyLessonRequestsResponse.parse(r.body).data.find((x) => x.id === created.id)!,
      );
    for (const token of [DEMO_TOKENS.student2, DEMO_TOKENS.teacher]) {
      expect(await one(token)).toMatchObject({ studentContact: null, teacherContact: null });
      expect(await inList(token)).toMatchObject({ studentContact: null, teacherContact: null });
    }

    const approved = await call('PUT', `/v1/lesson-requests/${created.id}/approve`, {
      token: DEMO_TOKENS.teacher,
    });
    const both = {
      status: 'APPROVED',
      expiresAt: null,
      studentContact: { email: 'ayse.yilmaz@ornek.com.tr' },
      teacherContact: { email: 'zeynep.celik@ornek.com.tr' },
    };
    expect(GetLessonRequestResponse.parse(approved.body).data).toMatchObject(both);
    for (const token of [DEMO_TOKENS.student2, DEMO_TOKENS.teacher]) {
      expect(await one(token)).toMatchObject(both);
      expect(await inList(token)).toMatchObject(both);
    }
  });

  it('never shares contact details of a rejected request', async () => {
    const listing = await listingOf('ONLINE');
    const created = CreateLessonRequestResponse.parse(
      (await create(DEMO_TOKENS.student2, { announcementId: listing.id, message: MESSAGE })).body,
    ).data;
    const rejected = await call('PUT', `/v1/lesson-requests/${created.id}/reject`, {
      token: DEMO_TOKENS.teacher,
      body: { reason: 'Programım dolu.' },
    });
    expect(GetLessonRequestResponse.parse(rejected.body).data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Programım dolu.',
      studentContact: null,
      teacherContact: null,
    });
  });
});

describe('expiry', () => {
  it('turns the demo student’s overdue seeded request EXPIRED on the first read and tells her', async () => {
    const mine = GetMyLessonRequestsResponse.parse(
      (await call('GET', '/v1/lesson-requests/my', { token: DEMO_TOKENS.student })).body,
    ).data;
    const expired = mine.filter((r) => r.status === 'EXPIRED');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.updatedAt).toBe(expired[0]!.expiresAt);
    expect(Date.parse(expired[0]!.expiresAt!) - Date.parse(expired[0]!.createdAt)).toBe(
      LESSON_REQUEST_EXPIRY_DAYS * DAY,
    );
    expect(mine.filter((r) => r.status === 'PENDING').length).toBeGreaterThan(0);
    const notices = GetNotificationsResponse.parse(
      (await call('GET', '/v1/notifications', { token: DEMO_TOKENS.student })).body,
    ).data;
    expect(notices[0]).toMatchObject({
      type: 'LESSON_REQUEST',
      relatedId: expired[0]!.id,
      title: 'Ders talebinizin süresi doldu',
      read: false,
    });
  });

  it('expires a pending request more than 7 days old, and then it can no longer be approved', async () => {
    const listing = await listingOf('ONLINE');
    const created = CreateLessonRequestResponse.parse(
      (await create(DEMO_TOKENS.student2, { announcementId: listing.id, message: MESSAGE })).body,
    ).data;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(created.createdAt) + LESSON_REQUEST_EXPIRY_DAYS * DAY - 1000);
    const before = GetLessonRequestResponse.parse(
      (await call('GET', `/v1/lesson-requests/${created.id}`, { token: DEMO_TOKENS.teacher })).body,
    ).data;
    expect(before.status).toBe('PENDING');

    vi.setSystemTime(Date.parse(created.createdAt) + LESSON_REQUEST_EXPIRY_DAYS * DAY + 1000);
    const approve = await call('PUT', `/v1/lesson-requests/${created.id}/approve`, {
      token: DEMO_TOKENS.teacher,
    });
    expect(approve).toMatchObject({ status: 409, body: { message: 'Bu talep artık beklemede değil.' } });
    const after = GetLessonRequestResponse.parse(
      (await call('GET', `/v1/lesson-requests/${created.id}`, { token: DEMO_TOKENS.student2 })).body,
    ).data;
    expect(after).toMatchObject({ status: 'EXPIRED', updatedAt: created.expiresAt, studentContact: null });
    // The listing is open to a new request again.
    expect(
      (await create(DEMO_TOKENS.student2, { announcementId: listing.id, message: MESSAGE })).status,
    ).toBe(200);
    expect(DEMO_STUDENT_2.id).toBe(created.studentId);
  });
});
