import { beforeEach, describe, expect, it } from 'vitest';
import { GetLessonRequestResponse } from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import { GetNotificationsResponse } from '../../src/generated/zod/notifications/notifications.zod';
import { GetTeacherStatsResponse } from '../../src/generated/zod/teacher/teacher.zod';
import { mockNow } from '../db/clock';
import { DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { getDb, resetDb } from '../db/store';
import { call } from './test-support';

/*
 * The lesson after an approval: the first lesson's time, held / not held, the review gate, the reminders and
 * the mock clock. Each refusal the product relies on has its own expectation, in the server's Turkish words.
 */

const HOUR = 3_600_000;
const { teacher, student2: student, student: stranger } = DEMO_TOKENS;
const REVIEW = { rating: 5, comment: 'Konuları çok sabırlı anlattı, teşekkürler.' };

beforeEach(async () => {
  await resetDb();
});

const inHours = (hours: number) => new Date(mockNow() + hours * HOUR).toISOString();
const advance = (ms: number) => call('POST', '/__mock/clock', { body: { advanceMs: ms } });

/** A fresh request of the second demo student to the demo teacher, approved (with the first lesson if given). */
async function approvedRequest(firstLessonAt?: string) {
  const db = await getDb();
  const listing = db.announcements.findFirst((q) =>
    q.where({
      teacherId: DEMO_TEACHER.id,
      id: (id) =>
        !db.lessonRequests.findFirst((r) =>
          r.where({ studentId: DEMO_STUDENT_2.id, announcementId: id, status: 'PENDING' }),
        ),
    }),
  )!;
  const created = await call<{ data: { id: number } }>('POST', '/v1/lesson-requests/create', {
    token: student,
    body: { announcementId: listing.id, message: 'Merhaba, haftada iki ders düşünüyorum, uygun musunuz?' },
  });
  const id = created.body.data.id;
  const approved = await call('PUT', `/v1/lesson-requests/${id}/approve`, {
    token: teacher,
    body: firstLessonAt ? { firstLessonAt } : undefined,
  });
  expect(approved.status).toBe(200);
  return id;
}

const read = async (id: number, token: string = student) =>
  GetLessonRequestResponse.parse((await call('GET', `/v1/lesson-requests/${id}`, { token })).body).data;

const completedLessons = async () =>
  GetTeacherStatsResponse.parse((await call('GET', '/v1/teacher/stats', { token: teacher })).body).data
    .completedLessons;

const titles = async (token: string) =>
  GetNotificationsResponse.parse((await call('GET', '/v1/notifications', { token })).body).data.map(
    (n) => n.title,
  );

describe('the first lesson', () => {
  it('is set by the teacher on approval, as a future instant with its offset', async () => {
    const at = '2099-12-05T10:00:00+03:00';
    const id = await approvedRequest(at);
    expect(await read(id)).toMatchObject({ status: 'APPROVED', firstLessonAt: at, lessonDue: false });
    expect((await read(id)).approvedAt).toEqual(expect.any(String));
  });

  it('refuses a time in the past on approval and later', async () => {
    const db = await getDb();
    const pending = db.lessonRequests.findFirst((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, status: 'PENDING' }),
    )!;
    expect(
      await call('PUT', `/v1/lesson-requests/${pending.id}/approve`, {
        token: teacher,
        body: { firstLessonAt: inHours(-1) },
      }),
    ).toMatchObject({ status: 400, body: { message: 'İlk ders zamanı geçmiş bir an olamaz.' } });
    expect((await read(pending.id, teacher)).status).toBe('PENDING');
    const id = await approvedRequest();
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/first-lesson`, {
        token: student,
        body: { firstLessonAt: inHours(-2) },
      }),
    ).toMatchObject({ status: 400, body: { message: 'İlk ders zamanı geçmiş bir an olamaz.' } });
  });

  it('is set later by either party, who tells the other; not on a pending request', async () => {
    const id = await approvedRequest();
    expect((await read(id)).firstLessonAt).toBeNull();
    const at = inHours(48);
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/first-lesson`, {
        token: student,
        body: { firstLessonAt: at },
      }),
    ).toMatchObject({ status: 200, body: { data: { firstLessonAt: at } } });
    expect(await titles(teacher)).toContain('İlk ders zamanı belirlendi');
    const db = await getDb();
    const pending = db.lessonRequests.findFirst((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, status: 'PENDING' }),
    )!;
    expect(
      await call('PUT', `/v1/lesson-requests/${pending.id}/first-lesson`, {
        token: teacher,
        body: { firstLessonAt: at },
      }),
    ).toMatchObject({
      status: 409,
      body: { message: 'İlk ders zamanı yalnızca onaylanmış bir talep için belirlenebilir.' },
    });
  });
});

describe('held or not held', () => {
  it('is refused before the first lesson, and a review before a held lesson is refused with 403', async () => {
    const id = await approvedRequest(inHours(2));
    expect(await call('PUT', `/v1/lesson-requests/${id}/held`, { token: student })).toMatchObject({
      status: 409,
      body: { success: false, message: 'İlk dersin saati gelmeden dersi işaretleyemezsiniz.' },
    });
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/not-held`, {
        token: teacher,
        body: { reason: 'STUDENT_ABSENT' },
      }),
    ).toMatchObject({
      status: 409,
      body: { message: 'İlk dersin saati gelmeden dersi işaretleyemezsiniz.' },
    });
    expect(
      await call('POST', '/v1/reviews/create', { token: student, body: { lessonRequestId: id, ...REVIEW } }),
    ).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: 'Değerlendirmeyi yalnızca yapılmış bir dersin ardından yazabilirsiniz.',
      },
    });
  });

  it('is refused without a first-lesson time', async () => {
    const id = await approvedRequest();
    expect(await call('PUT', `/v1/lesson-requests/${id}/held`, { token: teacher })).toMatchObject({
      status: 409,
      body: { message: 'İlk ders zamanı belirlenmeden ders işaretlenemez.' },
    });
  });

  it('is refused to anyone but the two parties, whatever they try', async () => {
    const id = await approvedRequest(inHours(1));
    expect((await advance(2 * HOUR)).status).toBe(200);
    const refused = { status: 403, body: { message: 'Bu ders talebinde işlem yapma yetkiniz yok.' } };
    expect(await call('PUT', `/v1/lesson-requests/${id}/held`, { token: stranger })).toMatchObject(refused);
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/not-held`, {
        token: stranger,
        body: { reason: 'OTHER' },
      }),
    ).toMatchObject(refused);
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/first-lesson`, {
        token: stranger,
        body: { firstLessonAt: inHours(5) },
      }),
    ).toMatchObject(refused);
    expect((await read(id)).status).toBe('APPROVED');
  });

  it('after the time (the mock clock moved): held raises completed lessons once, then the review is allowed', async () => {
    const id = await approvedRequest(inHours(3));
    const before = await completedLessons();
    expect((await read(id)).lessonDue).toBe(false);
    expect((await advance(4 * HOUR)).status).toBe(200);
    expect((await read(id)).lessonDue).toBe(true);

    const held = await call('PUT', `/v1/lesson-requests/${id}/held`, { token: student });
    expect(held).toMatchObject({ status: 200, body: { data: { status: 'COMPLETED', lessonDue: false } } });
    expect(await read(id, teacher)).toMatchObject({
      lessonMarkedBy: DEMO_STUDENT_2.id,
      lessonMarkedAt: expect.any(String),
      studentContact: expect.any(Object),
    });
    expect(await completedLessons()).toBe(before + 1);
    expect(await titles(teacher)).toContain('Ders yapıldı olarak işaretlendi');

    // Not twice, by either party, either way.
    const twice = { status: 409, body: { message: 'Bu ders zaten işaretlendi.' } };
    expect(await call('PUT', `/v1/lesson-requests/${id}/held`, { token: teacher })).toMatchObject(twice);
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/not-held`, { token: student, body: { reason: 'OTHER' } }),
    ).toMatchObject(twice);
    expect(await completedLessons()).toBe(before + 1);

    const review = await call('POST', '/v1/reviews/create', {
      token: student,
      body: { lessonRequestId: id, ...REVIEW },
    });
    expect(review.status).toBe(200);
    expect((await read(id)).reviewedAt).toEqual(expect.any(String));
  });

  it('not held takes a reason from the list and an optional note; no review after it', async () => {
    const id = await approvedRequest(inHours(1));
    await advance(2 * HOUR);
    expect(
      await call('PUT', `/v1/lesson-requests/${id}/not-held`, {
        token: teacher,
        body: { reason: 'UNKNOWN' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Geçersiz alan: reason' } });
    const before = await completedLessons();
    const notHeld = await call('PUT', `/v1/lesson-requests/${id}/not-held`, {
      token: teacher,
      body: { reason: 'STUDENT_ABSENT', note: '  Öğrenci bağlantıya gelmedi.\u0007 ' },
    });
    expect(notHeld).toMatchObject({
      status: 200,
      body: {
        data: {
          status: 'NO_SHOW',
          notHeldReason: 'STUDENT_ABSENT',
          notHeldNote: 'Öğrenci bağlantıya gelmedi.',
        },
      },
    });
    expect(await completedLessons()).toBe(before);
    expect(
      (await call('POST', '/v1/reviews/create', { token: student, body: { lessonRequestId: id, ...REVIEW } }))
        .status,
    ).toBe(403);
  });
});

describe('reminders and the mock clock', () => {
  it("sends 'Dersiniz yarın' to both once a day before, and 'Değerlendirmenizi yazın' a day after a held lesson", async () => {
    const id = await approvedRequest(inHours(30));
    expect(await titles(student)).not.toContain('Dersiniz yarın');
    await advance(7 * HOUR);
    expect((await titles(student)).filter((t) => t === 'Dersiniz yarın')).toHaveLength(1);
    expect((await titles(student)).filter((t) => t === 'Dersiniz yarın')).toHaveLength(1);
    expect(await titles(teacher)).toContain('Dersiniz yarın');

    await advance(24 * HOUR);
    expect((await call('PUT', `/v1/lesson-requests/${id}/held`, { token: teacher })).status).toBe(200);
    expect(await titles(student)).not.toContain('Değerlendirmenizi yazın');
    await advance(25 * HOUR);
    expect((await titles(student)).filter((t) => t === 'Değerlendirmenizi yazın')).toHaveLength(1);
  });

  it('moves forward only, and a reset db puts it back', async () => {
    expect(await call('POST', '/__mock/clock', { body: { advanceMs: -5 } })).toMatchObject({ status: 400 });
    const moved = await advance(HOUR);
    expect((moved.body as { offsetMs: number }).offsetMs).toBe(HOUR);
    await resetDb();
    expect(((await call('GET', '/__mock/clock')).body as { offsetMs: number }).offsetMs).toBe(0);
  });
});
