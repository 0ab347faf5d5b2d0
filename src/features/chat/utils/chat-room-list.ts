import type { ChatRoomSummary } from '@/generated/api/model';
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
  return items.filter(isRoom).map((room) => ({
    ...room,
    // A missing or broken count must not turn the badge sum into NaN.
    unreadCount: Number.isFinite(room.unreadCount) && room.unreadCount > 0 ? room.unreadCount : 0,
  }));
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
