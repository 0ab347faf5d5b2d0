import type { LessonNotHeld } from '../../../src/generated/api/model';
import { mockNow, mockNowIso } from '../clock';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { LessonRequestRecord, UserRecord } from '../schema';
import { type LessonEvent, lessonNotice } from './notices';
import { notify } from './notifications';
import { findUserById } from './users';

/*
 * After the approval: the first lesson's time (set by the teacher when approving, or later by either party),
 * then either party marks the lesson held (COMPLETED: the teacher's completed lessons +1, the student may
 * review) or not held with a reason (NO_SHOW). Only the request's two parties act on it, only after the first
 * lesson's time by the mock clock, and only once. Reminders (the lesson tomorrow, the review to write) are
 * sent when a read finds the clock past their moment, as a server's scheduled job would have by then.
 */

const HOUR = 3_600_000;
/** The 'Dersiniz yarın' reminder goes out a day before the first lesson. */
export const LESSON_REMINDER_BEFORE_MS = 24 * HOUR;
/** The 'Değerlendirmenizi yazın' reminder goes out a day after a held lesson still without a review. */
export const REVIEW_REMINDER_AFTER_MS = 24 * HOUR;

const NOT_FOUND = 'Ders talebi bulunamadı.';

export function findRequest(db: Db, id: number): LessonRequestRecord {
  const request = db.lessonRequests.findFirst((q) => q.where({ id }));
  if (!request) throw new DomainError(404, NOT_FOUND);
  return request;
}

/** Notifies `to` (a party's id) of a lesson event on the request. */
export async function noticeTo(db: Db, request: LessonRequestRecord, event: LessonEvent, to: number) {
  const announcement = db.announcements.findFirst((q) => q.where({ id: request.announcementId }));
  const student = findUserById(db, request.studentId);
  const teacher = findUserById(db, request.teacherId);
  if (student && teacher)
    await notify(db, lessonNotice(event, { request, announcement, student, teacher }, to));
}

const counterpartOf = (request: LessonRequestRecord, user: UserRecord) =>
  user.id === request.studentId ? request.teacherId : request.studentId;

/** Someone else's request: refused, whatever they try on it. */
function requireParty(request: LessonRequestRecord, user: UserRecord): void {
  if (user.id !== request.studentId && user.id !== request.teacherId)
    throw new DomainError(403, 'Bu ders talebinde işlem yapma yetkiniz yok.');
}

/** A first-lesson time must be a real instant still ahead on the mock clock. */
export function futureLessonTime(value: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new DomainError(400, 'Geçersiz alan: firstLessonAt');
  if (at <= mockNow()) throw new DomainError(400, 'İlk ders zamanı geçmiş bir an olamaz.');
  return value;
}

/** APPROVED, its first lesson's time passed by the mock clock, not marked yet: either party may mark it. */
export const isLessonDue = (request: LessonRequestRecord, now = mockNow()): boolean =>
  request.status === 'APPROVED' && request.firstLessonAt !== null && Date.parse(request.firstLessonAt) <= now;

/** Either party sets or moves the first lesson's time of an approved, not yet marked request. */
export async function scheduleFirstLesson(
  db: Db,
  user: UserRecord,
  id: number,
  firstLessonAt: string,
): Promise<LessonRequestRecord> {
  const request = findRequest(db, id);
  requireParty(request, user);
  if (request.status === 'COMPLETED' || request.status === 'NO_SHOW')
    throw new DomainError(409, 'Bu dersin durumu zaten işaretlendi; ilk ders zamanı artık değiştirilemez.');
  if (request.status !== 'APPROVED')
    throw new DomainError(409, 'İlk ders zamanı yalnızca onaylanmış bir talep için belirlenebilir.');
  const at = futureLessonTime(firstLessonAt);
  const updated = await db.lessonRequests.update((q) => q.where({ id }), {
    data(draft) {
      draft.firstLessonAt = at;
      // A moved lesson gets its own 'tomorrow' reminder.
      draft.remindersSent = draft.remindersSent.filter((sent) => sent !== 'LESSON_TOMORROW');
    },
  });
  await noticeTo(db, updated!, 'scheduled', counterpartOf(request, user));
  return updated!;
}

export type LessonOutcome = { held: true } | ({ held: false } & LessonNotHeld);

/** Either party marks the first lesson held (COMPLETED) or not held (NO_SHOW): after its time, once. */
export async function markLesson(
  db: Db,
  user: UserRecord,
  id: number,
  outcome: LessonOutcome,
): Promise<LessonRequestRecord> {
  const request = findRequest(db, id);
  requireParty(request, user);
  if (request.status === 'COMPLETED' || request.status === 'NO_SHOW')
    throw new DomainError(409, 'Bu ders zaten işaretlendi.');
  if (request.status !== 'APPROVED')
    throw new DomainError(409, 'Yalnızca onaylanmış bir talebin dersi işaretlenebilir.');
  if (request.firstLessonAt === null)
    throw new DomainError(409, 'İlk ders zamanı belirlenmeden ders işaretlenemez.');
  if (!isLessonDue(request))
    throw new DomainError(409, 'İlk dersin saati gelmeden dersi işaretleyemezsiniz.');
  const now = mockNowIso();
  const updated = await db.lessonRequests.update((q) => q.where({ id }), {
    data(draft) {
      draft.status = outcome.held ? 'COMPLETED' : 'NO_SHOW';
      draft.updatedAt = now;
      draft.lessonMarkedAt = now;
      draft.lessonMarkedBy = user.id;
      draft.notHeldReason = outcome.held ? null : outcome.reason;
      draft.notHeldNote = outcome.held ? null : outcome.note?.trim() || null;
    },
  });
  if (outcome.held) {
    await db.users.update((q) => q.where({ id: request.teacherId }), {
      data(teacher) {
        teacher.completedLessons = (teacher.completedLessons ?? 0) + 1;
      },
    });
  }
  await noticeTo(db, updated!, outcome.held ? 'held' : 'not-held', counterpartOf(request, user));
  return updated!;
}

/**
 * The reminders whose moment the mock clock has passed, each once: 'Dersiniz yarın' to both parties from a
 * day before the first lesson until it starts, 'Değerlendirmenizi yazın' to the student a day after a held
 * lesson still without a review.
 */
export async function sendDueReminders(db: Db, now = mockNow()): Promise<void> {
  const due = db.lessonRequests.findMany((q) =>
    q.where(
      (r) =>
        (r.status === 'APPROVED' &&
          r.firstLessonAt !== null &&
          !r.remindersSent.includes('LESSON_TOMORROW') &&
          now >= Date.parse(r.firstLessonAt) - LESSON_REMINDER_BEFORE_MS &&
          now < Date.parse(r.firstLessonAt)) ||
        (r.status === 'COMPLETED' &&
          r.lessonMarkedAt !== null &&
          !r.remindersSent.includes('REVIEW') &&
          now >= Date.parse(r.lessonMarkedAt) + REVIEW_REMINDER_AFTER_MS),
    ),
  );
  for (const request of due) {
    const reminder = request.status === 'APPROVED' ? 'LESSON_TOMORROW' : 'REVIEW';
    await db.lessonRequests.update((q) => q.where({ id: request.id }), {
      data(draft) {
        draft.remindersSent = [...draft.remindersSent, reminder];
      },
    });
    if (reminder === 'REVIEW') {
      if (!db.reviews.findFirst((q) => q.where({ lessonRequestId: request.id })))
        await noticeTo(db, request, 'review-reminder', request.studentId);
    } else {
      await noticeTo(db, request, 'lesson-tomorrow', request.studentId);
      await noticeTo(db, request, 'lesson-tomorrow', request.teacherId);
    }
  }
}
