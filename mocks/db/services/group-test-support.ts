import type { Db } from '../collections';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER } from '../demo';
import { createLessonRequest, decideLessonRequest } from './lesson-requests';
import { findUserById } from './users';

/**
 * For the group-chat tests (handlers, broker, screens): a listing of the demo teacher that neither demo
 * student has a pending request for, and both of them now approved for it, through the request services a
 * real journey goes through. Returns the listing's id. Test-only: nothing in the app or the handlers imports it.
 */
export async function approveDemoStudentsForAListing(db: Db): Promise<number> {
  const students: number[] = [DEMO_STUDENT.id, DEMO_STUDENT_2.id];
  const open = new Set(
    db.lessonRequests
      .findMany((q) => q.where((r) => r.status === 'PENDING' && students.includes(r.studentId)))
      .map((r) => r.announcementId),
  );
  const listing = db.announcements.findFirst((q) =>
    q.where({ teacherId: DEMO_TEACHER.id, id: (id) => !open.has(id) }),
  )!;
  const teacher = findUserById(db, DEMO_TEACHER.id)!;
  for (const studentId of students) {
    const request = await createLessonRequest(db, findUserById(db, studentId)!, {
      announcementId: listing.id,
      message: 'Merhaba hocam, grup dersine katılmak isterim.',
    });
    await decideLessonRequest(db, teacher, request.id, { action: 'approve' });
  }
  return listing.id;
}
