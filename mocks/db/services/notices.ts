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

/** A lesson event after the approval: the time set or moved, the lesson marked, and the two reminders. */
export type LessonEvent = 'scheduled' | 'held' | 'not-held' | 'lesson-tomorrow' | 'review-reminder';

const ISTANBUL_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The LESSON_REQUEST notification of a lesson event for `to` (a party's id): the counterpart of whoever set
 * the time or marked the lesson, each party for the lesson tomorrow, the student for the review to write.
 */
export function lessonNotice(
  event: LessonEvent,
  { request, announcement, student, teacher }: RequestParties,
  to: number,
): NoticeDraft {
  const title = announcement?.title ?? 'ders';
  const base = { type: 'LESSON_REQUEST', relatedId: request.id, userId: to } as const;
  const other = to === student.id ? teacher : student;
  const when = request.firstLessonAt ? ISTANBUL_TIME.format(new Date(request.firstLessonAt)) : '';
  switch (event) {
    case 'scheduled':
      return {
        ...base,
        title: 'İlk ders zamanı belirlendi',
        content: `${fullName(other)}, "${title}" için ilk dersi ${when} olarak kaydetti.`,
      };
    case 'held':
      return {
        ...base,
        title: 'Ders yapıldı olarak işaretlendi',
        content:
          to === student.id
            ? `${fullName(other)}, "${title}" dersini yapıldı olarak işaretledi. Değerlendirmenizi yazabilirsiniz.`
            : `${fullName(other)}, "${title}" dersini yapıldı olarak işaretledi.`,
      };
    case 'not-held':
      return {
        ...base,
        title: 'Ders yapılmadı olarak işaretlendi',
        content: `${fullName(other)}, "${title}" dersinin yapılmadığını bildirdi.`,
      };
    case 'lesson-tomorrow':
      return {
        ...base,
        title: 'Dersiniz yarın',
        content: `"${title}" için ilk dersiniz ${when} (İstanbul saati).`,
      };
    case 'review-reminder':
      return {
        ...base,
        title: 'Değerlendirmenizi yazın',
        content: `${fullName(teacher)} ile "${title}" dersiniz yapıldı. Deneyiminizi diğer öğrencilerle paylaşın.`,
      };
  }
}
