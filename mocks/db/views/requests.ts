import type { LessonRequest, Notification } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { LessonRequestRecord, NotificationRecord, UserRecord } from '../schema';
import { findUserById, fullName } from '../services/users';

const contactOf = (user: UserRecord | undefined) => (user ? { email: user.email, phone: user.phone } : null);

/** A lesson request; only once it is approved does it carry both parties' e-mail and phone. */
export function toLessonRequest(db: Db, record: LessonRequestRecord): LessonRequest {
  const student = findUserById(db, record.studentId);
  const teacher = findUserById(db, record.teacherId);
  const announcement = db.announcements.findFirst((q) => q.where({ id: record.announcementId }));
  const shared = record.status === 'APPROVED';
  return {
    id: record.id,
    status: record.status,
    announcementId: record.announcementId,
    announcementTitle: announcement?.title ?? null,
    studentId: record.studentId,
    studentName: student ? fullName(student) : null,
    studentUsername: student?.username ?? null,
    teacherId: record.teacherId,
    teacherName: teacher ? fullName(teacher) : null,
    teacherUsername: teacher?.username ?? null,
    message: record.message,
    ...(record.preferredLessonMode && record.preferredLessonMode !== 'BOTH'
      ? { preferredLessonMode: record.preferredLessonMode }
      : {}),
    preferredStartDate: record.preferredStartDate,
    rejectionReason: record.rejectionReason,
    studentContact: shared ? contactOf(student) : null,
    teacherContact: shared ? contactOf(teacher) : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const toNotification = (record: NotificationRecord): Notification => ({
  id: record.id,
  type: record.type,
  title: record.title,
  content: record.content,
  createdAt: record.createdAt,
  read: record.read,
  relatedId: record.relatedId,
});
