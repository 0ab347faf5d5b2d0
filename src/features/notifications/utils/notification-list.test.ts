import { describe, expect, it } from 'vitest';
import type { Notification } from '@/generated/api/model';
import {
  bellNotifications,
  countUnread,
  markNotificationReadInList,
  notificationKind,
  prependNotification,
  unreadBadgeText,
  visibleNotifications,
} from './notification-list';
import { parseNotification, parseNotificationList } from './parse-notification';

const make = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'SYSTEM',
  title: `Bildirim ${id}`,
  read: false,
  ...overrides,
});

describe('parseNotificationList', () => {
  it('reads an array and skips items that do not parse', () => {
    const list = parseNotificationList([
      make(1),
      { id: 'x' },
      null,
      'junk',
      make(2, { createdAt: '2025-05-01T10:00:00' }),
    ]);
    expect(list.map((item) => item.id)).toEqual([1, 2]);
    expect(list[1]?.createdAt).toBe('2025-05-01T10:00:00');
  });

  it('tolerates a nested { data } and anything else as empty', () => {
    expect(parseNotificationList({ data: [make(3)] }).map((item) => item.id)).toEqual([3]);
    expect(parseNotificationList(null)).toEqual([]);
    expect(parseNotificationList('nope')).toEqual([]);
    expect(parseNotificationList({ data: 5 })).toEqual([]);
  });
});

describe('parseNotification', () => {
  it('accepts a JSON string and defaults a missing read flag to unread', () => {
    expect(parseNotification(JSON.stringify({ id: 4, type: 'CHAT', title: 'Yeni mesaj' }))).toMatchObject({
      id: 4,
      read: false,
    });
  });

  it('returns null for junk', () => {
    expect(parseNotification('{broken')).toBeNull();
    expect(parseNotification({ title: 'no id' })).toBeNull();
  });
});

describe('list updates', () => {
  it('prepends a new notification and ignores a known id', () => {
    const list = [make(1), make(2)];
    expect(prependNotification(list, make(3)).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(prependNotification(list, make(2, { title: 'again' })).map((item) => item.id)).toEqual([1, 2]);
  });

  it('marks one notification read', () => {
    const list = markNotificationReadInList([make(1), make(2)], 2);
    expect(list.map((item) => item.read)).toEqual([false, true]);
  });

  it('leaves CHAT notifications out of the bell list', () => {
    const list = [
      make(1, { type: 'CHAT' }),
      make(2, { type: 'LESSON_REQUEST' }),
      make(3, { type: 'WHATEVER' }),
    ];
    expect(bellNotifications(list).map((item) => item.id)).toEqual([2, 3]);
  });

  it('shows at most 7 items', () => {
    const list = Array.from({ length: 10 }, (_, index) => make(index + 1));
    expect(visibleNotifications(list)).toHaveLength(7);
    expect(visibleNotifications(list.slice(0, 3))).toHaveLength(3);
  });

  it('counts unread items', () => {
    expect(countUnread([make(1), make(2, { read: true }), make(3)])).toBe(2);
  });
});

describe('unreadBadgeText', () => {
  it('hides at zero, shows the number up to 99 and 99+ above', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(5)).toBe('5');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});

describe('notificationKind', () => {
  it('maps the three known types and gives everything else the default look', () => {
    expect(notificationKind('CHAT')).toBe('chat');
    expect(notificationKind('LESSON_REQUEST')).toBe('lessonRequest');
    expect(notificationKind('SYSTEM')).toBe('system');
    expect(notificationKind('PAYMENT')).toBe('other');
  });
});
