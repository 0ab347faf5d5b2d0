import type { ChatRoomSummary } from '@/generated/api/model';
import { matchesAllWords } from '@/lib/search/fold-tr';
import { unwrapList } from '@/lib/api/nested-data';

/** The message dropdown shows at most this many rooms. */
export const MESSAGE_DROPDOWN_LIMIT = 5;

const isRoom = (value: unknown): value is ChatRoomSummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { chatRoomId?: unknown }).chatRoomId === 'number';

/**
 * The chat list answer's `data` comes either as the array itself or wrapped once more as `{ data: [...] }`
 * (both shapes exist in the contract). Anything else, and any item without a room id, is dropped.
 */
export function normalizeChatRooms(data: unknown): ChatRoomSummary[] {
  const items = unwrapList<unknown>(data as unknown[] | { data?: unknown[] } | null);
  return byLastActivity(
    items.filter(isRoom).map((room) => ({
      ...room,
      // A missing or broken count must not turn the badge sum into NaN.
      unreadCount: Number.isFinite(room.unreadCount) && room.unreadCount > 0 ? room.unreadCount : 0,
    })),
  );
}

const activityTime = (room: ChatRoomSummary): number => {
  const time = room.lastMessageAt ? Date.parse(room.lastMessageAt) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Rooms ordered by last activity, newest first. A room without a readable `lastMessageAt` (a server that does
 * not send it, a room without messages) goes after the dated ones; among themselves rooms keep the server's
 * order (the sort is stable).
 */
export function byLastActivity(rooms: readonly ChatRoomSummary[]): ChatRoomSummary[] {
  return [...rooms].sort((a, b) => {
    const [timeA, timeB] = [activityTime(a), activityTime(b)];
    return timeA === timeB ? 0 : timeB > timeA ? 1 : -1;
  });
}

export function totalUnread(rooms: readonly ChatRoomSummary[]): number {
  return rooms.reduce((sum, room) => sum + room.unreadCount, 0);
}

export function visibleRooms(
  rooms: readonly ChatRoomSummary[],
  limit: number = MESSAGE_DROPDOWN_LIMIT,
): ChatRoomSummary[] {
  return rooms.slice(0, limit);
}

/** The 'see all' link appears only when some rooms did not fit. */
export const hasMoreRooms = (
  rooms: readonly ChatRoomSummary[],
  limit: number = MESSAGE_DROPDOWN_LIMIT,
): boolean => rooms.length > limit;

export function markRoomReadInList(rooms: readonly ChatRoomSummary[], chatRoomId: number): ChatRoomSummary[] {
  return rooms.map((room) => (room.chatRoomId === chatRoomId ? { ...room, unreadCount: 0 } : room));
}

/**
 * Rooms whose name and username hold every word of the search term, Turkish-folded as every search is
 * ('ozlem' and 'OZLEM' find 'Özlem', 'IŞIK' finds 'ışık').
 */
export function searchRooms(rooms: readonly ChatRoomSummary[], term: string): ChatRoomSummary[] {
  return rooms.filter((room) =>
    matchesAllWords(term, [room.displayName, room.displayUsername].filter(Boolean).join(' ')),
  );
}

/**
 * The rooms after a live message: its room shows the message as the last one and moves to the top (the list
 * is ordered by last activity), and counts one more unread unless the viewer wrote it or has the room open.
 * Null when the room is not in the list yet (a new conversation): the caller fetches the list again.
 */
export function applyLiveMessage(
  rooms: readonly ChatRoomSummary[],
  message: { chatRoomId: number; content: string; timestamp?: string },
  { countsAsUnread }: { countsAsUnread: boolean },
): ChatRoomSummary[] | null {
  const room = rooms.find((candidate) => candidate.chatRoomId === message.chatRoomId);
  if (!room) return null;
  const updated: ChatRoomSummary = {
    ...room,
    lastMessage: message.content,
    lastMessageAt: message.timestamp ?? room.lastMessageAt,
    unreadCount: countsAsUnread ? room.unreadCount + 1 : room.unreadCount,
  };
  return [updated, ...rooms.filter((candidate) => candidate !== room)];
}
