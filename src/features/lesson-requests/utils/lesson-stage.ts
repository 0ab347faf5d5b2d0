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
