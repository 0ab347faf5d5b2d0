import { describe, expect, it } from 'vitest';
import {
  filterNotifications,
  newestFirst,
  parseNotificationFilter,
  setReadInList,
  unreadIds,
} from './notification-page';
import { makeNotification } from '../../../../tests/support/notifications';

const make = makeNotification;

describe('parseNotificationFilter', () => {
  it('knows unread and reads anything else as all', () => {
    expect(parseNotificationFilter('unread')).toBe('unread');
    expect(parseNotificationFilter('all')).toBe('all');
    expect(parseNotificationFilter(null)).toBe('all');
    expect(parseNotificationFilter('<script>')).toBe('all');
  });
});

describe('newestFirst', () => {
  it('orders by date, newest first, and keeps an undated item beside the one before it', () => {
    const list = [
      make(1, { createdAt: '2026-11-01T10:00:00Z' }),
      make(2, { createdAt: '2026-11-20T10:00:00Z' }),
      make(3),
      make(4, { createdAt: '2026-11-10T10:00:00' }),
    ];
    expect(newestFirst(list).map((item) => item.id)).toEqual([2, 3, 4, 1]);
  });

  it('keeps an undated item at the top when it came first', () => {
    const list = [make(9), make(1, { createdAt: '2026-11-01T10:00:00Z' })];
    expect(newestFirst(list).map((item) => item.id)).toEqual([9, 1]);
  });
});

describe('filters and read flags', () => {
  const list = [make(1), make(2, { read: true }), make(3)];

  it('shows only unread ones under the unread filter', () => {
    expect(filterNotifications(list, 'unread').map((item) => item.id)).toEqual([1, 3]);
    expect(filterNotifications(list, 'all')).toHaveLength(3);
    expect(unreadIds(list)).toEqual([1, 3]);
  });

  it('marks the given ids read, and back unread', () => {
    const read = setReadInList(list, [1, 3], true);
    expect(read.map((item) => item.read)).toEqual([true, true, true]);
    expect(setReadInList(read, [3], false).map((item) => item.read)).toEqual([true, true, false]);
  });
});
