import type { Notification } from '@/generated/api/model';

/** The bell's dropdown shows at most 7 notifications; the unread badge reads 99+ above 99. */
export const NOTIFICATION_DROPDOWN_LIMIT = 7;
export const UNREAD_BADGE_MAX = 99;

/** A socket notification goes to the front unless one with the same id is already there. */
export function prependNotification(list: readonly Notification[], incoming: Notification): Notification[] {
  if (list.some((item) => item.id === incoming.id)) return [...list];
  return [incoming, ...list];
}

export function markNotificationReadInList(list: readonly Notification[], id: number): Notification[] {
  return list.map((item) => (item.id === id && !item.read ? { ...item, read: true } : item));
}

export const isChatNotification = (notification: Pick<Notification, 'type'>): boolean =>
  notification.type === 'CHAT';

/** CHAT notifications belong to the message icon, not the bell. */
export function bellNotifications(list: readonly Notification[]): Notification[] {
  return list.filter((item) => !isChatNotification(item));
}

export function visibleNotifications(
  list: readonly Notification[],
  limit: number = NOTIFICATION_DROPDOWN_LIMIT,
): Notification[] {
  return list.slice(0, limit);
}

export function countUnread(list: readonly Notification[]): number {
  return list.filter((item) => !item.read).length;
}

/** Null hides the badge; above 99 the badge says 99+. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

export type NotificationKind = 'chat' | 'lessonRequest' | 'system' | 'other';

export function notificationKind(type: string): NotificationKind {
  switch (type) {
    case 'CHAT':
      return 'chat';
    case 'LESSON_REQUEST':
      return 'lessonRequest';
    case 'SYSTEM':
      return 'system';
    default:
      return 'other';
  }
}
