import { beforeEach, describe, expect, it } from 'vitest';
import {
  GetAllTeachersResponse,
  FilterTeachersResponse,
  GetTeacherStatsResponse,
} from '../../src/generated/zod/teacher/teacher.zod';
import { CreateReviewResponse } from '../../src/generated/zod/reviews/reviews.zod';
import { GetLessonRequestResponse } from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import { GetProfileByIdResponse } from '../../src/generated/zod/user/user.zod';
import { GetSavedTeachersResponse } from '../../src/generated/zod/saved-teachers/saved-teachers.zod';
import {
  DEMO_STUDENT,
  DEMO_STUDENT_2,
  DEMO_TEACHER,
  DEMO_TEACHER_2,
  DEMO_TOKENS,
  seedNowAt,
} from '../db/demo';
import { buildSeed } from '../db/seed';
import { type LessonRequestRecord, noLesson } from '../db/schema';
import { getDb, resetDb } from '../db/store';
import { call, login, reviewableRequest } from './test-support';

const DAY = 86_400_000;

beforeEach(async () => {
  await resetDb();
});

const stats = async (token: string) =>
  GetTeacherStatsResponse.parse((await call('GET', '/v1/teacher/stats', { token })).body).data;

/** The teacher's card as the directory serves it (all teachers fit one page of 100). */
const card = async (teacherId: number) =>
  GetAllTeachersResponse.parse((await call('GET', '/v1/teacher/all?page=0&size=100')).body).data.content.find(
    (teacher) => teacher.id === teacherId,
  )!;

describe('reviews', () => {
  it('changes the teacher’s rating and count on cards, the filter, the profile and the figures', async () => {
    const db = await getDb();
    const open = reviewableRequest(db, DEMO_STUDENT.id);
    const teacher = db.users.findFirst((q) => q.where({ id: open.teacherId }))!;
    const { token } = await login(teacher.username);
    const before = await card(teacher.id);
    const figuresBefore = await stats(token);
    expect(figuresBefore).toMatchObject({
      averageRating: before.averageRating,
      totalReviews: before.totalReviews,
    });

    const review = await call('POST', '/v1/reviews/create', {
      token: DEMO_TOKENS.student,
      body: { lessonRequestId: open.id, rating: 1, comment: 'Ders beklediğim gibi geçmedi.' },
    });
    expect(CreateReviewResponse.parse(review.body).data).toMatchObject({
      lessonRequestId: open.id,
      rating: 1,
    });

    const after = await card(teacher.id);
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.averageRating).toBeLessThan(before.averageRating ?? 6);
    const profile = GetProfileByIdResponse.parse(
      (await call('GET', `/v1/user/profile/id/${teacher.id}`)).body,
    ).data;
    expect(profile).toMatchObject({ averageRating: after.averageRating, totalReviews: after.totalReviews });
    expect(await stats(token)).toMatchObject({
      averageRating: after.averageRating,
      totalReviews: after.totalReviews,
    });
    const sorted = FilterTeachersResponse.parse(
      (
        await call('POST', '/v1/teacher/filter?page=0', {
          body: { keyword: teacher.username, categoryIds: null, sortByRating: true },
        })
      ).body,
    ).data.content;
    expect(sorted.find((t) => t.id === teacher.id)).toMatchObject({ averageRating: after.averageRating });
    const request = GetLessonRequestResponse.parse(
      (await call('GET', `/v1/lesson-requests/${open.id}`, { token: DEMO_TOKENS.student })).body,
    ).data;
    expect(request.reviewId).toBe(CreateReviewResponse.parse(review.body).data.id);
  });

  it('refuses a review without a held lesson, a second one and a short comment', async () => {
    const db = await getDb();
    const pending = db.lessonRequests.findFirst((q) =>
      q.where({ studentId: DEMO_STUDENT.id, status: 'PENDING' }),
    )!;
    const notApproved = await call('POST', '/v1/reviews/create', {
      token: DEMO_TOKENS.student,
      body: { lessonRequestId: pending.id, rating: 5, comment: 'Harika bir hocaydı, teşekkürler.' },
    });
    expect(notApproved).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: 'Değerlendirmeyi yalnızca yapılmış bir dersin ardından yazabilirsiniz.',
      },
    });
    const someoneElses = db.lessonRequests.findFirst((q) =>
      q.where({ studentId: (id) => id !== DEMO_STUDENT_2.id, status: 'COMPLETED' }),
    )!;
    expect(
      (
        await call('POST', '/v1/reviews/create', {
          token: DEMO_TOKENS.student2,
          body: { lessonRequestId: someoneElses.id, rating: 5, comment: 'Harika bir hocaydı, teşekkürler.' },
        })
      ).status,
    ).toBe(403);
    const reviewed = db.reviews.findFirst((q) => q.where({ lessonRequestId: (id) => id !== null }))!;
    expect(
      await call('POST', '/v1/reviews/create', {
        token: DEMO_TOKENS.student,
        body: {
          lessonRequestId: reviewed.lessonRequestId,
          rating: 5,
          comment: 'Harika bir hocaydı, teşekkürler.',
        },
      }),
    ).toMatchObject({ status: 409, body: { message: 'Bu ders talebi için zaten değerlendirme yaptınız.' } });
    const approved = db.lessonRequests.findFirst((q) =>
      q.where({
        studentId: DEMO_STUDENT.id,
        status: 'COMPLETED',
        id: (id) => id !== reviewed.lessonRequestId,
      }),
    )!;
    expect(
      await call('POST', '/v1/reviews/create', {
        token: DEMO_TOKENS.student,
        body: { lessonRequestId: approved.id, rating: 5, comment: 'Kısa.' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Geçersiz alan: comment' } });
  });

  it('seeds reviews only for held lessons of the same student and teacher', async () => {
    const db = await getDb();
    const linked = db.reviews.findMany((q) => q.where({ lessonRequestId: (id) => id !== null }));
    expect(linked.length).toBeGreaterThan(0);
    for (const review of linked) {
      const request = db.lessonRequests.findFirst((q) => q.where({ id: review.lessonRequestId! }));
      expect(request).toMatchObject({
        status: 'COMPLETED',
        studentId: review.studentId,
        teacherId: review.teacherId,
      });
    }
  });
});

describe('teacher figures', () => {
  it('counts pending requests and the response rate of the last 30 days', async () => {
    const data = buildSeed({ now: seedNowAt(Date.now()) });
    const teacher = data.users.find((u) => u.id === DEMO_TEACHER_2.id)!;
    const now = Date.now();
    const request = (
      id: number,
      status: LessonRequestRecord['status'],
      ageDays: number,
    ): LessonRequestRecord => ({
      id,
      announcementId: data.announcements.find((a) => a.teacherId === teacher.id)!.id,
      studentId: DEMO_STUDENT_2.id,
      teacherId: teacher.id,
      status,
      message: 'Merhaba hocam, ders almak istiyorum.',
      preferredLessonMode: null,
      preferredDays: [],
      preferredTimeRanges: [],
      preferredSlots: [],
      preferredStartDate: null,
      rejectionReason: null,
      createdAt: new Date(now - ageDays * DAY).toISOString(),
      updatedAt: null,
      ...noLesson(),
    });
    const others = data.lessonRequests.filter((r) => r.teacherId !== teacher.id);
    const next = Math.max(...data.lessonRequests.map((r) => r.id)) + 1;
    data.lessonRequests = [
      ...others,
      request(next, 'APPROVED', 5),
      request(next + 1, 'REJECTED', 10),
      request(next + 2, 'EXPIRED', 20),
      request(next + 3, 'CANCELLED', 3),
      request(next + 4, 'PENDING', 1),
      request(next + 5, 'APPROVED', 40),
      // Still stored PENDING but 8 days old: it expires when the figures are read.
      request(next + 6, 'PENDING', 8),
    ];
    await resetDb({ data });
    const ratings = data.reviews.filter((r) => r.teacherId === teacher.id).map((r) => r.rating);

    const figures = await stats(DEMO_TOKENS.teacher2);
    expect(figures).toEqual({
      completedLessons: teacher.completedLessons ?? 0,
      averageRating: ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
        : null,
      totalReviews: ratings.length,
      pendingRequests: 1,
      // Answered: approved and rejected (2) of approved, rejected and the two expired ones (4).
      responseRate: 0.5,
    });
  });

  it('is null without settled requests, and refused to a student', async () => {
    const data = buildSeed({ now: seedNowAt(Date.now()) });
    data.lessonRequests = data.lessonRequests.filter((r) => r.teacherId !== DEMO_TEACHER_2.id);
    await resetDb({ data });
    expect(await stats(DEMO_TOKENS.teacher2)).toMatchObject({ pendingRequests: 0, responseRate: null });
    expect(await call('GET', '/v1/teacher/stats', { token: DEMO_TOKENS.student })).toMatchObject({
      status: 403,
      body: { success: false, message: 'Bu bilgiler yalnızca eğitmenlere açıktır.' },
    });
    expect((await call('GET', '/v1/teacher/stats')).status).toBe(401);
  });
});

describe('saved teachers', () => {
  const saved = async (token: string) =>
    GetSavedTeachersResponse.parse((await call('GET', '/v1/saved-teachers', { token })).body).data.map(
      (t) => t.id,
    );

  it('saves and removes a teacher, idempotently, last saved first, as directory cards', async () => {
    const seeded = await saved(DEMO_TOKENS.student);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect(seeded).not.toContain(DEMO_TEACHER.id);

    for (let i = 0; i < 2; i++) {
      expect(
        await call('PUT', `/v1/saved-teachers/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.student }),
      ).toMatchObject({ status: 200, body: { success: true } });
    }
    expect(await saved(DEMO_TOKENS.student)).toEqual([DEMO_TEACHER.id, ...seeded]);
    const cards = GetSavedTeachersResponse.parse(
      (await call('GET', '/v1/saved-teachers', { token: DEMO_TOKENS.student })).body,
    ).data;
    expect(cards[0]).toEqual(await card(DEMO_TEACHER.id));

    for (let i = 0; i < 2; i++) {
      expect(
        (await call('DELETE', `/v1/saved-teachers/${DEMO_TEACHER.id}`, { token: DEMO_TOKENS.student }))
          .status,
      ).toBe(200);
    }
    expect(await saved(DEMO_TOKENS.student)).toEqual(seeded);
  });

  it('is for students only and knows only real teachers', async () => {
    for (const [method, path] of [
      ['GET', '/v1/saved-teachers'],
      ['PUT', `/v1/saved-teachers/${DEMO_TEACHER_2.id}`],
      ['DELETE', `/v1/saved-teachers/${DEMO_TEACHER_2.id}`],
    ] as const) {
      expect(await call(method, path, { token: DEMO_TOKENS.teacher })).toMatchObject({
        status: 403,
        body: { success: false, message: 'Eğitmen kaydetme yalnızca öğrenci hesaplarına açıktır.' },
      });
    }
    for (const id of [99999, DEMO_STUDENT_2.id]) {
      expect(await call('PUT', `/v1/saved-teachers/${id}`, { token: DEMO_TOKENS.student })).toMatchObject({
        status: 404,
        body: { message: 'Eğitmen bulunamadı.' },
      });
    }
    expect((await call('GET', '/v1/saved-teachers')).status).toBe(401);
  });
});
