import type { Notification } from '@/generated/api/model';
import { Notification as notificationSchema } from '@/generated/zod/components/index.zod';
import { unwrapList } from '@/lib/api/nested-data';

/** The bell's dropdown shows at most 7 notifications; the unread badge reads 99+ above 99. */
export const NOTIFICATION_DROPDOWN_LIMIT = 7;
export const UNREAD_BADGE_MAX = 99;

/**
 * One notification from any source, or null when it does not parse (such a notification is ignored). The check
 * is the contract's generated schema, the same one the socket client applies to frames: it already accepts a
 * date-time without offset, a null `createdAt` and a missing `read` (unread).
 */
export function parseNotification(value: unknown): Notification | null {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = notificationSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

/** The `data` of the list answer: an array, tolerated inside one more `{ data }`; junk items are skipped. */
export function parseNotificationList(data: unknown): Notification[] {
  const items = unwrapList<unknown>(data as unknown[] | { data?: unknown[] } | null);
  return items.map(parseNotification).filter((item): item is Notification => item !== null);
}

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
