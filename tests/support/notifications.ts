import type { Notification } from '../../src/generated/api/model';

/** An unread SYSTEM notification with the given id, for lists a test builds by hand. */
export const makeNotification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'SYSTEM',
  title: `Bildirim ${id}`,
  content: null,
  read: false,
  relatedId: null,
  ...overrides,
});
