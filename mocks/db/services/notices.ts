import type {
  AnnouncementRecord,
  LessonRequestRecord,
  LessonRequestStatus,
  NotificationRecord,
  UserRecord,
} from '../schema';

export type NoticeDraft = Pick<NotificationRecord, 'userId' | 'type' | 'title' | 'content' | 'relatedId'>;

interface RequestParties {
  request: LessonRequestRecord;
  announcement: AnnouncementRecord | undefined;
  student: UserRecord;
  teacher: UserRecord;
}

const fullName = (user: UserRecord) => `${user.name} ${user.surname}`;

/**
 * The LESSON_REQUEST notification for the counterpart of a lesson-request event: the teacher hears about a new
 * or withdrawn request, the student about an approval, a rejection or an expiry. Used by the seed and by the handlers.
 */
export function lessonRequestNotice(
  event: 'created' | Exclude<LessonRequestStatus, 'PENDING' | 'COMPLETED' | 'NO_SHOW'>,
  { request, announcement, student, teacher }: RequestParties,
): NoticeDraft {
  const title = announcement?.title ?? 'ders';
  const base = { type: 'LESSON_REQUEST', relatedId: request.id } as const;
  switch (event) {
    case 'created':
      return {
        ...base,
        userId: teacher.id,
        title: 'Yeni ders talebi',
        content: `${fullName(student)}, "${title}" ilanınız için ders talebi gönderdi.`,
      };
    case 'CANCELLED':
      return {
        ...base,
        userId: teacher.id,
        title: 'Ders talebi geri çekildi',
        content: `${fullName(student)}, "${title}" için gönderdiği talebi geri çekti.`,
      };
    case 'APPROVED':
      return {
        ...base,
        userId: student.id,
        title: 'Ders talebiniz onaylandı',
        content: `${fullName(teacher)}, "${title}" için talebinizi onayladı. İletişim bilgileri paylaşıldı.`,
      };
    case 'REJECTED':
      return {
        ...base,
        userId: student.id,
        title: 'Ders talebiniz reddedildi',
        content: `${fullName(teacher)}, "${title}" için talebinizi reddetti.`,
      };
    case 'EXPIRED':
      return {
        ...base,
        userId: student.id,
        title: 'Ders talebinizin süresi doldu',
        content: `"${title}" için gönderdiğiniz talep 7 gün içinde yanıtlanmadı.`,
      };
  }
}
