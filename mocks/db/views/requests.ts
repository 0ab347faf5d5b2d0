import type { LessonRequest, Notification } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { LessonRequestRecord, NotificationRecord, UserRecord } from '../schema';
import { expiryOf } from '../services/lesson-requests';
import { isLessonDue } from '../services/lessons';
import { findUserById, fullName } from '../services/users';

const contactOf = (user: UserRecord | undefined) => (user ? { email: user.email, phone: user.phone } : null);

/**
 * A lesson request; only once it is approved does it carry both parties' e-mail and phone (to both of them),
 * and it keeps them after the lesson is marked (COMPLETED, NO_SHOW). `lessonDue` is the mock clock's answer
 * to "may the lesson be marked now".
 * `expiresAt`: while pending, when it will expire; once expired, when it did; null after an answer or a
 * withdrawal. `reviewId`: the student's review written for it, if any.
 */
export function toLessonRequest(db: Db, record: LessonRequestRecord): LessonRequest {
  const student = findUserById(db, record.studentId);
  const teacher = findUserById(db, record.teacherId);
  const announcement = db.announcements.findFirst((q) => q.where({ id: record.announcementId }));
  const shared = ['APPROVED', 'COMPLETED', 'NO_SHOW'].includes(record.status);
  const review = db.reviews.findFirst((q) => q.where({ lessonRequestId: record.id }));
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
    teacherProfileImage: teacher?.profileImageUrl ?? null,
    message: record.message,
    ...(record.preferredLessonMode ? { preferredLessonMode: record.preferredLessonMode } : {}),
    preferredDays: [...record.preferredDays],
    preferredTimeRanges: [...record.preferredTimeRanges],
    preferredSlots: record.preferredSlots.map(({ day, start, end }) => ({ day, start, end })),
    preferredStartDate: record.preferredStartDate,
    rejectionReason: record.rejectionReason,
    studentContact: shared ? contactOf(student) : null,
    teacherContact: shared ? contactOf(teacher) : null,
    reviewId: review?.id ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    expiresAt: record.status === 'PENDING' || record.status === 'EXPIRED' ? expiryOf(record.createdAt) : null,
    approvedAt: record.approvedAt,
    firstLessonAt: record.firstLessonAt,
    lessonDue: isLessonDue(record),
    lessonMarkedAt: record.lessonMarkedAt,
    lessonMarkedBy: record.lessonMarkedBy,
    notHeldReason: record.notHeldReason,
    notHeldNote: record.notHeldNote,
    reviewedAt: review?.createdAt ?? null,
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
