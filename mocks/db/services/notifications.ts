import type { Db } from '../collections';
import { emitDbEvent } from '../events';
import type { NotificationRecord } from '../schema';
import { nextId } from '../store';
import type { NoticeDraft } from './notices';

/** Stores a new unread notification and announces it (the mock broker pushes it to the user's topic). */
export async function notify(db: Db, draft: NoticeDraft): Promise<NotificationRecord> {
  const notification = await db.notifications.create({
    ...draft,
    id: nextId('notifications'),
    createdAt: new Date().toISOString(),
    read: false,
  });
  emitDbEvent('notification', { notification: { ...notification } });
  return notification;
}

export function notificationsOf(db: Db, userId: number): NotificationRecord[] {
  return db.notifications
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
