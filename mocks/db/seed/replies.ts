import { DEMO_TEACHER } from '../demo';
import type { ReviewRecord } from '../schema';
import { minutesAfter } from './context';

/** The demo teacher's answers, long closed for editing: one as first written, one edited. */
const ANSWERS = [
  'Güzel sözleriniz için çok teşekkür ederim. Sınavınızda başarılar dilerim, yolunuz açık olsun!',
  'Geri bildiriminiz için teşekkürler. Dersleri daha planlı ilerletmek için ödev takibini artırdım; ' +
    'yeniden çalışmak isterseniz memnuniyetle.',
] as const;

/**
 * A few of the demo teacher's reviews carry an answer written a day after them: the newest one that came
 * without a lesson request and the lowest rated (the second edited an hour later). No faker call, so the rest
 * of the seed stays as it was. No seeded answer is still editable: the app and the tests write those.
 */
export function withReplies(reviews: ReviewRecord[]): ReviewRecord[] {
  const own = reviews
    .filter((r) => r.teacherId === DEMO_TEACHER.id && r.lessonRequestId === null && r.comment !== null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const newest = own[0];
  const lowest = [...own].sort((a, b) => a.rating - b.rating || b.id - a.id)[0];
  const answered = new Map<number, ReviewRecord['reply']>();
  if (newest) {
    const at = minutesAfter(newest.createdAt, 60 * 24);
    answered.set(newest.id, { text: ANSWERS[0], createdAt: at, updatedAt: null });
  }
  if (lowest && lowest.id !== newest?.id) {
    const at = minutesAfter(lowest.createdAt, 60 * 24);
    answered.set(lowest.id, { text: ANSWERS[1], createdAt: at, updatedAt: minutesAfter(at, 60) });
  }
  return reviews.map((review) =>
    answered.has(review.id) ? { ...review, reply: answered.get(review.id) } : review,
  );
}
