import type { LessonRequest } from '@/generated/api/model';

/**
 * Where a request stands on the way to its first lesson: still `pending`; `closed` without a lesson
 * (rejected, withdrawn, expired); approved with no first-lesson time yet (`unscheduled`), with one still ahead
 * (`scheduled`) or passed and not marked (`due`, by the server's clock: `lessonDue`); then `held` or `not-held`.
 */
export type LessonStage = 'pending' | 'closed' | 'unscheduled' | 'scheduled' | 'due' | 'held' | 'not-held';

export function lessonStage(request: LessonRequest): LessonStage {
  switch (request.status) {
    case 'PENDING':
      return 'pending';
    case 'COMPLETED':
      return 'held';
    case 'NO_SHOW':
      return 'not-held';
    case 'APPROVED':
      if (!request.firstLessonAt) return 'unscheduled';
      return request.lessonDue ? 'due' : 'scheduled';
    default:
      return 'closed';
  }
}

/** One of the request's two parties: the only people who may set its first lesson or mark it. */
export const isPartyOf = (request: LessonRequest, userId: number | undefined): boolean =>
  userId !== undefined && (userId === request.studentId || userId === request.teacherId);

/** setTimeout's longest wait (about 24.8 days); a lesson further ahead is read again on a later visit. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** A moment after the lesson's time, so the server's clock has passed it too. */
const AFTER_THE_TIME_MS = 2_000;

/**
 * How long until a scheduled first lesson becomes due, for reading the request again then: the page open at
 * that moment offers 'Ders yapıldı' without a reload. `false` when nothing is waiting for its time.
 */
export function msUntilLessonDue(
  request: LessonRequest | undefined,
  now: number = Date.now(),
): number | false {
  if (!request || lessonStage(request) !== 'scheduled') return false;
  const at = Date.parse(request.firstLessonAt ?? '');
  if (Number.isNaN(at)) return false;
  return Math.min(Math.max(at - now, 0) + AFTER_THE_TIME_MS, LONGEST_WAIT_MS);
}
