import { describe, expect, it } from 'vitest';
import type { ChatRoomSummary } from '@/generated/api/model';
import {
  hasMoreRooms,
  markRoomReadInList,
  normalizeChatRooms,
  totalUnread,
  visibleRooms,
} from './chat-room-list';

const room = (chatRoomId: number, unreadCount = 0): ChatRoomSummary => ({
  chatRoomId,
  displayName: `Kişi ${chatRoomId}`,
  unreadCount,
  chatRoomType: 'PRIVATE',
});

describe('normalizeChatRooms', () => {
  it('accepts the array itself', () => {
    expect(normalizeChatRooms([room(1), room(2)]).map((r) => r.chatRoomId)).toEqual([1, 2]);
  });

  it('accepts the nested { data } shape', () => {
    expect(normalizeChatRooms({ data: [room(3)] }).map((r) => r.chatRoomId)).toEqual([3]);
  });

  it('turns anything else into an empty list and drops items without a room id', () => {
    expect(normalizeChatRooms(undefined)).toEqual([]);
    expect(normalizeChatRooms('x')).toEqual([]);
    expect(normalizeChatRooms({ data: null })).toEqual([]);
    expect(normalizeChatRooms([null, { displayName: 'no id' }, room(4)]).map((r) => r.chatRoomId)).toEqual([
      4,
    ]);
  });

  it('treats a broken unread count as zero', () => {
    const [first] = normalizeChatRooms([{ ...room(5), unreadCount: 'many' }]);
    expect(first?.unreadCount).toBe(0);
  });
});

describe('room list helpers', () => {
  it('sums unread counts', () => {
    expect(totalUnread([room(1, 2), room(2, 0), room(3, 5)])).toBe(7);
    expect(totalUnread([])).toBe(0);
  });

  it('shows at most 5 rooms and says when there are more', () => {
    const six = Array.from({ length: 6 }, (_, index) => room(index + 1));
    expect(visibleRooms(six)).toHaveLength(5);
    expect(hasMoreRooms(six)).toBe(true);
    expect(hasMoreRooms(six.slice(0, 5))).toBe(false);
  });

  it('sets one room unread count to zero', () => {
    expect(markRoomReadInList([room(1, 3), room(2, 4)], 2).map((r) => r.unreadCount)).toEqual([3, 0]);
  });
});
