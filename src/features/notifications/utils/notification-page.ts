import type { Notification } from '@/generated/api/model';

/** The page's two views; 'all' is the default and leaves the URL without a `filter`. */
export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const FILTER_PARAM = 'filter';

/** Anything but a known value in the URL shows everything. */
export function parseNotificationFilter(value: string | null): NotificationFilter {
  return value === 'unread' ? 'unread' : 'all';
}

/**
 * Newest first by `createdAt`, whatever order the server sent. An item without a readable date keeps the time
 * of the dated item before it (or counts as newest at the top, where the socket puts fresh ones), so it stays
 * beside its neighbours; the sort is stable, so equal times keep the order they came in.
 */
export function newestFirst(list: readonly Notification[]): Notification[] {
  let previous = Infinity;
  const keyed = list.map((item) => {
    const time = item.createdAt ? Date.parse(item.createdAt) : Number.NaN;
    if (!Number.isNaN(time)) previous = time;
    return { item, time: Number.isNaN(time) ? previous : time };
  });
  return keyed.sort((a, b) => b.time - a.time).map(({ item }) => item);
}

export function filterNotifications(
  list: readonly Notification[],
  filter: NotificationFilter,
): Notification[] {
  return filter === 'unread' ? list.filter((item) => !item.read) : [...list];
}

export const unreadIds = (list: readonly Notification[]): number[] =>
  list.filter((item) => !item.read).map((item) => item.id);

/** Sets the read flag of the given ids (marking all read at once, or putting failed ones back). */
export function setReadInList(
  list: readonly Notification[],
  ids: readonly number[],
  read: boolean,
): Notification[] {
  const chosen = new Set(ids);
  return list.map((item) => (chosen.has(item.id) && item.read !== read ? { ...item, read } : item));
}
