import { describe, expect, it } from 'vitest';
import type { ChatRoomSummary } from '@/generated/api/model';
import {
  byLastActivity,
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

describe('byLastActivity', () => {
  const at = (chatRoomId: number, lastMessageAt?: string | null): ChatRoomSummary => ({
    ...room(chatRoomId),
    lastMessageAt,
  });

  it('puts the room with the newest message first', () => {
    const rooms = [at(1, '2026-11-20T09:00:00Z'), at(2, '2026-11-22T09:00:00Z'), at(3, '2026-11-21T09:00')];
    expect(byLastActivity(rooms).map((r) => r.chatRoomId)).toEqual([2, 3, 1]);
  });

  it('keeps undated rooms after the dated ones, in the order the server gave', () => {
    const rooms = [at(1), at(2, 'not a date'), at(3, '2026-11-20T09:00:00Z'), at(4, null)];
    expect(byLastActivity(rooms).map((r) => r.chatRoomId)).toEqual([3, 1, 2, 4]);
  });

  it('orders the answer of the rooms call', () => {
    const answer = [at(1, '2026-11-20T09:00:00Z'), at(2, '2026-11-22T09:00:00Z')];
    expect(normalizeChatRooms(answer).map((r) => r.chatRoomId)).toEqual([2, 1]);
  });
});
