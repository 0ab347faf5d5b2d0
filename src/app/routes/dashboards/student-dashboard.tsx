import { StudentDashboard } from '@/features/dashboards/components/student-dashboard';
import type { ReviewActionSlot } from '@/features/dashboards/components/student-pending-reviews';
import { MyLessonRequests } from '@/features/lesson-requests/components/lesson-request-lists';
import { ReviewDialog } from '@/features/reviews/components/review-dialog';
import { SavedTeachersList } from '@/features/saved-teachers/components/saved-teachers-list';

const reviewAction: ReviewActionSlot = (request, teacherName) => (
  <ReviewDialog lessonRequestId={request.id} teacherName={teacherName} />
);

/**
 * /student-dashboard (the router's RequireRole lets students only): the dashboards feature's screen with the
 * lesson-requests feature's list of her requests, the reviews feature's dialog and the saved-teachers
 * feature's list composed in.
 */
export function Component() {
  return (
    <StudentDashboard
      requests={<MyLessonRequests />}
      savedTeachers={<SavedTeachersList />}
      reviewAction={reviewAction}
    />
  );
}
