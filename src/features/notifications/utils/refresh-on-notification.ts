import type { QueryClient } from '@tanstack/react-query';
import {
  getGetLessonRequestQueryKey,
  getGetMyLessonRequestsQueryKey,
} from '@/generated/api/lesson-requests/lesson-requests';
import type { Notification } from '@/generated/api/model';
import { getGetTeacherStatsQueryKey } from '@/generated/api/teacher/teacher';
import { notificationKind } from './notification-list';

/**
 * What a live notification makes stale. A LESSON_REQUEST one means a request was sent, answered, withdrawn or
 * expired: the lists, that request (its relatedId) and the teacher's figures are fetched again, so the
 * dashboards and an open request page update without a reload. The one place socket notifications reach
 * other caches, beside the bell writing the notification list itself.
 */
export function refreshOnNotification(queryClient: QueryClient, notification: Notification): void {
  if (notificationKind(notification.type) !== 'lessonRequest') return;
  void queryClient.invalidateQueries({ queryKey: getGetMyLessonRequestsQueryKey() });
  if (notification.relatedId != null) {
    void queryClient.invalidateQueries({ queryKey: getGetLessonRequestQueryKey(notification.relatedId) });
  }
  void queryClient.invalidateQueries({ queryKey: getGetTeacherStatsQueryKey() });
}
