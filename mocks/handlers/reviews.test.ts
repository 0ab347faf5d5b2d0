import { beforeEach, describe, expect, it } from 'vitest';
import type { Review, ReviewPage } from '../../src/generated/api/model';
import { DEMO_TEACHER, DEMO_TEACHER_2, DEMO_TOKENS } from '../db/demo';
import { advanceMockClock } from '../db/clock';
import { REPLY_EDIT_WINDOW_MS } from '../db/services/reviews';
import { getDb, resetDb } from '../db/store';
import { call } from './test-support';

const HOUR = 3_600_000;
const TEXT = 'Değerlendirmeniz için teşekkür ederim, başarılar dilerim.';

beforeEach(async () => {
  await resetDb();
});

/** A review of the demo teacher's that has no answer yet. */
async function unanswered(): Promise<number> {
  const db = await getDb();
  return db.reviews.findMany((q) => q.where({ teacherId: DEMO_TEACHER.id })).find((r) => !r.reply)!.id;
}

const reply = (id: number, text: string, token: string | null = DEMO_TOKENS.teacher) =>
  call<{ success: boolean; message: string; data: Review }>('POST', `/v1/reviews/reply/${id}`, {
    token,
    body: { text },
  });
const edit = (id: number, text: string, token: string | null = DEMO_TOKENS.teacher) =>
  call<{ success: boolean; message: string; data: Review }>('PUT', `/v1/reviews/reply/${id}`, {
    token,
    body: { text },
  });

describe('a teacher answers a review', () => {
  it('stores the answer (stripped and trimmed) with the window to edit it, and tells the student', async () => {
    const id = await unanswered();
    const answer = await reply(id, `  ${TEXT.replace(' ', ' \u202E\u0000')}  `);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Yanıtınız yayımlandı.');
    const { reply: stored } = answer.body.data;
    expect(stored?.text).toBe(TEXT);
    expect(stored?.updatedAt).toBeNull();
    expect(Date.parse(stored!.editableUntil) - Date.parse(stored!.createdAt)).toBe(REPLY_EDIT_WINDOW_MS);
    const db = await getDb();
    const review = db.reviews.findFirst((q) => q.where({ id }))!;
    expect(
      db.notifications.findFirst((q) => q.where({ userId: review.studentId!, relatedId: id })),
    ).toBeTruthy();
  });

  it('refuses a guest (401)', async () => {
    expect((await reply(await unanswered(), TEXT, null)).status).toBe(401);
  });

  it('refuses another teacher (403)', async () => {
    const answer = await reply(await unanswered(), TEXT, DEMO_TOKENS.teacher2);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Yalnızca değerlendirilen Eğitmen bu değerlendirmeyi yanıtlayabilir.');
  });

  it('refuses a student, even the one who wrote the review (403)', async () => {
    const db = await getDb();
    const own = db.reviews.findFirst((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, lessonRequestId: (v) => v !== null }),
    )!;
    const answer = await reply(own.id, TEXT, DEMO_TOKENS.student);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Yalnızca değerlendirilen Eğitmen bu değerlendirmeyi yanıtlayabilir.');
  });

  it('refuses a review that does not exist (404)', async () => {
    const answer = await reply(999_999, TEXT);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Değerlendirme bulunamadı.');
  });

  it('refuses a second answer (409)', async () => {
    const id = await unanswered();
    expect((await reply(id, TEXT)).status).toBe(200);
    const second = await reply(id, 'İkinci bir yanıt yazmak istiyorum.');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Bu değerlendirmeyi zaten yanıtladınız; yanıtınızı düzenleyebilirsiniz.',
    );
    const db = await getDb();
    expect(db.reviews.findFirst((q) => q.where({ id }))!.reply?.text).toBe(TEXT);
  });

  it.each([
    ['shorter than 10 characters once trimmed', `   ${'a'.repeat(9)}        `],
    ['short once control characters are stripped', `Teşekkür${'\u0000\u0007'.repeat(10)}`],
    ['longer than 500 characters', 'a'.repeat(501)],
  ])('refuses a text %s (400)', async (_, text) => {
    const id = await unanswered();
    const answer = await reply(id, text);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Yanıtınız en az 10, en fazla 500 karakter olmalıdır.');
    const db = await getDb();
    expect(db.reviews.findFirst((q) => q.where({ id }))!.reply ?? null).toBeNull();
  });
});

describe('a teacher edits their answer', () => {
  it('within 24 hours: the new text, updatedAt set, the window unchanged', async () => {
    const id = await unanswered();
    const first = (await reply(id, TEXT)).body.data.reply!;
    advanceMockClock(23 * HOUR);
    const answer = await edit(id, 'Teşekkürler, bir sonraki derste görüşmek üzere.');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Yanıtınız güncellendi.');
    expect(answer.body.data.reply).toMatchObject({
      text: 'Teşekkürler, bir sonraki derste görüşmek üzere.',
      createdAt: first.createdAt,
      editableUntil: first.editableUntil,
    });
    expect(answer.body.data.reply?.updatedAt).not.toBeNull();
  });

  it('refuses after 24 hours (409)', async () => {
    const id = await unanswered();
    expect((await reply(id, TEXT)).status).toBe(200);
    advanceMockClock(REPLY_EDIT_WINDOW_MS + 60_000);
    const answer = await edit(id, 'Geç kalmış bir düzeltme metni.');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Yanıtınızı yalnızca yazdıktan sonraki 24 saat içinde düzenleyebilirsiniz.',
    );
  });

  it('refuses a review without an answer (404)', async () => {
    const answer = await edit(await unanswered(), TEXT);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Bu değerlendirmenin düzenlenecek bir yanıtı yok.');
  });

  it('refuses another teacher (403)', async () => {
    const id = await unanswered();
    expect((await reply(id, TEXT)).status).toBe(200);
    const answer = await edit(id, 'Başkasının yanıtını değiştirme denemesi.', DEMO_TOKENS.teacher2);
    expect(answer.status).toBe(403);
  });

  it('refuses a text that is too short once trimmed (400)', async () => {
    const id = await unanswered();
    expect((await reply(id, TEXT)).status).toBe(200);
    const answer = await edit(id, '   kısa        ');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Yanıtınız en az 10, en fazla 500 karakter olmalıdır.');
  });
});

describe('a teacher’s reviews in order, and their counts per star', () => {
  const page = async (sort?: string) =>
    (
      await call<{ data: ReviewPage }>(
        'GET',
        `/v1/reviews/teacher/${DEMO_TEACHER.id}?size=100${sort ? `&sort=${sort}` : ''}`,
      )
    ).body.data.content;
  const newest = (a: Review, b: Review) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

  it('newest first by default and for NEWEST or an unknown order', async () => {
    const reviews = await page();
    expect(reviews.map((r) => r.id)).toEqual([...reviews].sort(newest).map((r) => r.id));
    expect((await page('NEWEST')).map((r) => r.id)).toEqual(reviews.map((r) => r.id));
    expect((await page('RANDOM')).map((r) => r.id)).toEqual(reviews.map((r) => r.id));
  });

  it('HIGHEST and LOWEST by stars, newest first within a rating', async () => {
    const reviews = await page();
    const highest = [...reviews].sort((a, b) => b.rating - a.rating || newest(a, b));
    const lowest = [...reviews].sort((a, b) => a.rating - b.rating || newest(a, b));
    expect((await page('HIGHEST')).map((r) => r.id)).toEqual(highest.map((r) => r.id));
    expect((await page('LOWEST')).map((r) => r.id)).toEqual(lowest.map((r) => r.id));
  });

  it('the profile counts the reviews per star, 5 first, adding up to the total', async () => {
    const profile = (
      await call<{
        data: { totalReviews: number; ratingDistribution: { stars: number; count: number }[] };
      }>('GET', `/v1/user/profile/id/${DEMO_TEACHER.id}`)
    ).body.data;
    const reviews = await page();
    expect(profile.ratingDistribution.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1]);
    for (const { stars, count } of profile.ratingDistribution)
      expect(count).toBe(reviews.filter((r) => r.rating === stars).length);
    expect(profile.ratingDistribution.reduce((sum, r) => sum + r.count, 0)).toBe(profile.totalReviews);
  });

  it('a teacher without reviews counts zero for every star', async () => {
    const profile = (
      await call<{ data: { ratingDistribution: { stars: number; count: number }[] } }>(
        'GET',
        `/v1/user/profile/id/${DEMO_TEACHER_2.id}`,
      )
    ).body.data;
    expect(profile.ratingDistribution).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })));
  });
});
