import type { ChatRoomSummary } from '@/generated/api/model';

/** A room's name for people: its display name, else the counterpart's username. */
export const roomName = (room: Pick<ChatRoomSummary, 'displayName' | 'displayUsername'>): string =>
  room.displayName || room.displayUsername || '';
