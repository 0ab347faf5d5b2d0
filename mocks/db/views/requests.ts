import type { LessonRequest, Notification } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { LessonRequestRecord, NotificationRecord } from '../schema';
import { findUserById, fullName } from '../services/users';

/** A lesson request; once approved, each side sees the other's e-mail and phone. */
export function toLessonRequest(db: Db, record: LessonRequestRecord, viewerId: number): LessonRequest {
  const student = findUserById(db, record.studentId);
  const teacher = findUserById(db, record.teacherId);
  const announcement = db.announcements.findFirst((q) => q.where({ id: record.announcementId }));
  const counterpart = viewerId === record.studentId ? teacher : student;
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
    ...(record.preferredLessonMode ? { preferredLessonMode: record.preferredLessonMode } : {}),
    preferredStartDate: record.preferredStartDate,
    rejectionReason: record.rejectionReason,
    contactEmail: shared ? (counterpart?.email ?? null) : null,
    contactPhone: shared ? (counterpart?.phone ?? null) : null,
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
