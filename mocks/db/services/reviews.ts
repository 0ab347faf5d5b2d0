import type { ReviewSort } from '../../../src/generated/api/model';
import { normaliseUserText } from '../../../src/lib/validation/user-text';
import { mockNow } from '../clock';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { ReviewRecord, ReviewReplyRecord, UserRecord } from '../schema';
import { notify } from './notifications';

/** An answer may be edited for a day after it was first written. */
export const REPLY_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The contract's limits of an answer, counted after the one text rule and trimming. */
export const REPLY_MIN = 10;
export const REPLY_MAX = 500;

const newest = (a: ReviewRecord, b: ReviewRecord) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
const ORDERS: Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number> = {
  NEWEST: newest,
  HIGHEST: (a, b) => b.rating - a.rating || newest(a, b),
  LOWEST: (a, b) => a.rating - b.rating || newest(a, b),
};

/** A teacher's reviews in the asked order; an unknown or missing order is newest first (the contract). */
export function reviewsOf(db: Db, teacherId: number, sort: string | null): ReviewRecord[] {
  const order = ORDERS[(sort ?? '') as ReviewSort] ?? ORDERS.NEWEST;
  return db.reviews.findMany((q) => q.where({ teacherId })).sort(order);
}

/** The teacher's reviews counted per star, 5 stars first, zero counts included. */
export function ratingDistribution(db: Db, teacherId: number): Array<{ stars: number; count: number }> {
  const counts = [0, 0, 0, 0, 0];
  for (const review of db.reviews.findMany((q) => q.where({ teacherId }))) counts[review.rating - 1]! += 1;
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts[stars - 1]! }));
}

/** The answer's text as the form sends it: the one text rule, trimmed, 10–500 characters. */
function replyText(raw: string): string {
  const text = normaliseUserText(raw, { multiline: true }).trim();
  if (text.length < REPLY_MIN || text.length > REPLY_MAX) {
    throw new DomainError(400, `Yanıtınız en az ${REPLY_MIN}, en fazla ${REPLY_MAX} karakter olmalıdır.`);
  }
  return text;
}

/** The review, for its own teacher only: anyone else (another teacher, a student) is refused. */
function ownReview(db: Db, teacher: UserRecord, id: number): ReviewRecord {
  const review = db.reviews.findFirst((q) => q.where({ id }));
  if (!review) throw new DomainError(404, 'Değerlendirme bulunamadı.');
  if (review.teacherId !== teacher.id) {
    throw new DomainError(403, 'Yalnızca değerlendirilen Eğitmen bu değerlendirmeyi yanıtlayabilir.');
  }
  return review;
}

async function saveReply(db: Db, id: number, reply: ReviewReplyRecord): Promise<ReviewRecord> {
  const updated = await db.reviews.update((q) => q.where({ id }), {
    data: (record) => void (record.reply = reply),
  });
  return updated!;
}

/** The reviewed teacher answers once; the student who wrote the review is told. */
export async function replyToReview(db: Db, teacher: UserRecord, id: number, raw: string) {
  const review = ownReview(db, teacher, id);
  if (review.reply) {
    throw new DomainError(409, 'Bu değerlendirmeyi zaten yanıtladınız; yanıtınızı düzenleyebilirsiniz.');
  }
  const updated = await saveReply(db, id, {
    text: replyText(raw),
    createdAt: new Date(mockNow()).toISOString(),
    updatedAt: null,
  });
  if (review.studentId !== null) {
    await notify(db, {
      userId: review.studentId,
      type: 'REVIEW',
      title: 'Değerlendirmeniz yanıtlandı',
      content: `${teacher.name} ${teacher.surname} değerlendirmenize yanıt verdi.`,
      relatedId: review.id,
    });
  }
  return updated;
}

/** When an answer stops being editable. */
export const replyEditableUntil = (reply: ReviewReplyRecord): string =>
  new Date(Date.parse(reply.createdAt) + REPLY_EDIT_WINDOW_MS).toISOString();

/** The teacher edits their answer, within 24 hours of first writing it. */
export async function updateReviewReply(db: Db, teacher: UserRecord, id: number, raw: string) {
  const review = ownReview(db, teacher, id);
  if (!review.reply) throw new DomainError(404, 'Bu değerlendirmenin düzenlenecek bir yanıtı yok.');
  if (mockNow() > Date.parse(replyEditableUntil(review.reply))) {
    throw new DomainError(409, 'Yanıtınızı yalnızca yazdıktan sonraki 24 saat içinde düzenleyebilirsiniz.');
  }
  return saveReply(db, id, {
    ...review.reply,
    text: replyText(raw),
    updatedAt: new Date(mockNow()).toISOString(),
  });
}
