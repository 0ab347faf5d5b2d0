import type { Notification } from '@/generated/api/model';
import { Notification as notificationSchema } from '@/generated/zod/components/index.zod';
import { unwrapList } from '@/lib/api/nested-data';

/*
 * Apart from the list rules (notification-list.ts) because it brings zod and the contract's schemas: the list
 * query loads it with its answer, so a guest's first load carries neither.
 */

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
