import { ScheduleEditor } from '@/features/availability/components/schedule-editor';
import { TeacherDashboard } from '@/features/dashboards/components/teacher-dashboard';
import { LessonRequestInbox } from '@/features/lesson-requests/components/lesson-request-lists';
import { ListingManager } from '@/features/listing-management/components/listing-manager';
import { useSession } from '@/lib/api/use-session';

/**
 * /teacher-dashboard: the teacher's figures, the lesson requests to answer, their listings (İlanlarım) and
 * their weekly schedule.
 */
export function Component() {
  const { user } = useSession();
  // Only in the instant between a session ending here and the guard taking over.
  if (!user) return null;
  return (
    <TeacherDashboard
      inbox={<LessonRequestInbox />}
      listings={<ListingManager teacherId={user.id} />}
      availability={<ScheduleEditor teacherId={user.id} />}
    />
  );
}
