import { getGetTeacherStatsQueryKey } from '@/generated/api/teacher/teacher';
import { type Refresh, readsUnder } from '@/lib/api/query-meta';

/**
 * What sending, approving, rejecting or cancelling a request, or marking its lesson, makes stale (its `meta.refreshes`): every read of
 * lesson requests (the lists, whatever their status filter, and each request's page) and the teacher's
 * figures (pending count, response rate), which the server counts. The answer is also written into the caches
 * at once (useWriteLessonRequest); a refusal, which mostly means the request was answered or expired
 * meanwhile, makes the screen show its real status.
 */
export const LESSON_REQUEST_REFRESHES: readonly Refresh[] = [
  readsUnder('/v1/lesson-requests'),
  getGetTeacherStatsQueryKey(),
  // A held lesson raises the teacher's completed lessons on the profile and the cards.
  readsUnder('/v1/user/profile'),
  readsUnder('/v1/teacher/'),
];
