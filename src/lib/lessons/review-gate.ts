import type { LessonRequest } from '@/generated/api/model';

/**
 * A review follows a held lesson: only a COMPLETED request (its first lesson marked held) may be reviewed, by
 * its student, once. The one rule the student dashboard and the request page both offer the review by; the
 * server refuses any other review with 403.
 */
export const lessonWasHeld = (request: Pick<LessonRequest, 'status'>): boolean =>
  request.status === 'COMPLETED';

/** The student may write the review now: a held lesson, not reviewed yet. */
export const awaitsReview = (request: Pick<LessonRequest, 'status' | 'reviewId'>): boolean =>
  lessonWasHeld(request) && request.reviewId == null;
