import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { getDb, resetDb } from '../db/store';
import { call, login, reviewableRequest } from './test-support';

// What a crafted call may carry that no form sends: NUL, BEL, a right-to-left override and its pop, an
// isolate, a byte-order mark. The mock strips them with the client's own rule and stores the rest.
const HOSTILE = '\u0000\u0007\u202E\u202C\u2066\u2069\uFEFF';
const hostile = (text: string) => text.split(' ').join(` ${HOSTILE}`);

beforeEach(async () => {
  await resetDb();
});

const stored = <T>(answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  return (answer.body as { data: T }).data;
};

describe('people-written text from a crafted call', () => {
  it('a lesson request message is stored without control or bidi characters, line breaks kept', async () => {
    const db = await getDb();
    const open = new Set(
      db.lessonRequests
        .findMany((q) => q.where({ studentId: DEMO_STUDENT_2.id, status: 'PENDING' }))
        .map((r) => r.announcementId),
    );
    const listing = db.announcements.findFirst((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, lessonMode: 'BOTH', id: (id) => !open.has(id) }),
    )!;
    const message = 'Merhaba hocam,\r\nhaftada iki ders düşünüyorum.';
    const request = stored<{ id: number; message: string }>(
      await call('POST', '/v1/lesson-requests/create', {
        token: DEMO_TOKENS.student2,
        body: {
          announcementId: listing.id,
          message: hostile(message),
          preferredLessonMode: 'ONLINE',
          preferredDays: ['MONDAY'],
          preferredTimeRanges: ['EVENING'],
        },
      }),
    );
    expect(request.message).toBe('Merhaba hocam,\nhaftada iki ders düşünüyorum.');
    expect(db.lessonRequests.findFirst((q) => q.where({ id: request.id }))!.message).toBe(request.message);
  });

  it('a message that is only control characters around too little text is refused by the length rule', async () => {
    const db = await getDb();
    const listing = db.announcements.findFirst((q) => q.where({ teacherId: DEMO_TEACHER.id }))!;
    const answer = await call('POST', '/v1/lesson-requests/create', {
      token: DEMO_TOKENS.student2,
      body: {
        announcementId: listing.id,
        message: `Merhaba${'\u0000'.repeat(30)}`,
        preferredLessonMode: 'ONLINE',
        preferredDays: ['MONDAY'],
        preferredTimeRanges: ['EVENING'],
      },
    });
    expect(answer.status).toBe(400);
  });

  it('a review comment is stored stripped', async () => {
    const db = await getDb();
    const open = reviewableRequest(db, DEMO_STUDENT.id);
    const review = stored<{ comment: string }>(
      await call('POST', '/v1/reviews/create', {
        token: DEMO_TOKENS.student,
        body: { lessonRequestId: open.id, rating: 5, comment: hostile('Çok sabırlı ve anlaşılır bir hoca.') },
      }),
    );
    expect(review.comment).toBe('Çok sabırlı ve anlaşılır bir hoca.');
  });

  it('a listing is stored stripped when published and when changed; the title loses its line breaks', async () => {
    const { token } = await login(DEMO_TEACHER.username);
    const body = {
      title: hostile('LGS Matematik\nYaz Kampı'),
      description: hostile('Yeni nesil sorularla\nyoğun yaz kampı programı.'),
      price: 650,
      lessonMode: 'ONLINE',
      categoryId: 104,
    };
    const created = stored<{ id: number; title: string; description: string }>(
      await call('POST', '/v1/announcements/create', { token, body }),
    );
    expect(created).toMatchObject({
      title: 'LGS Matematik Yaz Kampı',
      description: 'Yeni nesil sorularla\nyoğun yaz kampı programı.',
    });
    const changed = stored<{ title: string; description: string }>(
      await call('PUT', `/v1/announcements/update/${created.id}`, {
        token,
        body: { ...body, title: hostile('LGS Matematik Kış Kampı') },
      }),
    );
    expect(changed.title).toBe('LGS Matematik Kış Kampı');
  });
});
