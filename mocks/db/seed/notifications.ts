import { DEMO_STUDENT, DEMO_TEACHER } from '../demo';
import { lessonRequestNotice } from '../services/notices';
import type {
  AnnouncementRecord,
  LessonRequestRecord,
  NotificationRecord,
  ReviewRecord,
  UserRecord,
} from '../schema';
import { minutesAfter, type SeedContext } from './context';
import type { SeedChats } from './chats';
import { SYSTEM_NOTIFICATIONS } from './phrases';

type Draft = Omit<NotificationRecord, 'id' | 'read'> & { read?: boolean };

const DAY = 86_400_000;

/**
 * Notifications of every type, derived from what happened in the seed: lesson requests (LESSON_REQUEST), unread
 * chat messages (CHAT), welcome and platform notices (SYSTEM), and two types without a look of their own
 * (REVIEW, ANNOUNCEMENT). Older ones are read; the last few days' are mostly unread.
 */
export function seedNotifications(
  ctx: SeedContext,
  data: {
    users: UserRecord[];
    announcements: AnnouncementRecord[];
    reviews: ReviewRecord[];
    lessonRequests: LessonRequestRecord[];
    chats: SeedChats;
  },
): NotificationRecord[] {
  const { f, now } = ctx;
  const user = (id: number) => data.users.find((u) => u.id === id)!;
  const drafts: Draft[] = [];

  for (const u of data.users) {
    const welcome = SYSTEM_NOTIFICATIONS[0];
    drafts.push({
      userId: u.id,
      type: 'SYSTEM',
      ...welcome,
      createdAt: minutesAfter(u.createdAt, 1),
      relatedId: null,
    });
  }
  for (const id of [DEMO_STUDENT.id, DEMO_TEACHER.id]) {
    SYSTEM_NOTIFICATIONS.slice(1).forEach((notice, i) =>
      drafts.push({
        userId: id,
        type: 'SYSTEM',
        ...notice,
        createdAt: new Date(now - (i * 9 + 1) * DAY).toISOString(),
        relatedId: null,
      }),
    );
  }

  for (const request of data.lessonRequests) {
    const announcement = data.announcements.find((a) => a.id === request.announcementId)!;
    const student = user(request.studentId);
    const teacher = user(request.teacherId);
    const created = lessonRequestNotice('created', { request, announcement, student, teacher });
    drafts.push({ ...created, createdAt: request.createdAt });
    if (request.status !== 'PENDING') {
      // A held or missed lesson came after an approval: the seed's notice is the approval's.
      const event =
        request.status === 'COMPLETED' || request.status === 'NO_SHOW' ? 'APPROVED' : request.status;
      const notice = lessonRequestNotice(event, { request, announcement, student, teacher });
      drafts.push({ ...notice, createdAt: request.updatedAt ?? request.createdAt });
    }
  }

  for (const review of data.reviews.filter((r) => Date.parse(r.createdAt) > now - 45 * DAY)) {
    drafts.push({
      userId: review.teacherId,
      type: 'REVIEW',
      title: 'Yeni değerlendirme',
      content: `${review.studentName} size ${review.rating} yıldız verdi.`,
      createdAt: review.createdAt,
      relatedId: review.id,
    });
  }
  for (const announcement of data.announcements.filter((a) => Date.parse(a.createdAt) > now - 20 * DAY)) {
    drafts.push({
      userId: announcement.teacherId,
      type: 'ANNOUNCEMENT',
      title: 'İlanınız yayında',
      content: `"${announcement.title}" ilanınız öğrencilere gösteriliyor.`,
      createdAt: minutesAfter(announcement.createdAt, 5),
      relatedId: announcement.id,
    });
  }

  // One CHAT notification per member and room with unread messages, for the newest unread message.
  const { chatMembers, chatMessages } = data.chats;
  for (const member of chatMembers) {
    const unread = chatMessages.filter(
      (m) =>
        m.chatRoomId === member.chatRoomId && m.senderId !== member.userId && m.id > member.lastReadMessageId,
    );
    const last = unread.at(-1);
    if (!last) continue;
    const sender = user(last.senderId);
    drafts.push({
      userId: member.userId,
      type: 'CHAT',
      title: 'Yeni mesaj',
      content: `${sender.name} ${sender.surname}: ${last.content}`,
      createdAt: last.timestamp,
      relatedId: member.chatRoomId,
      read: false,
    });
  }

  drafts.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return drafts.map(({ read, ...draft }, index) => {
    const age = now - Date.parse(draft.createdAt);
    return {
      ...draft,
      id: index + 1,
      read: read ?? (age > 4 * DAY || f.datatype.boolean({ probability: 0.3 })),
    };
  });
}
