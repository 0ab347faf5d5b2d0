import { getGetChatsQueryKey, useGetChats, useSetGetChatsQueryData } from '@/generated/api/chat/chat';
import type { ChatRoomListResponse, ChatRoomSummary } from '@/generated/api/model';
import { normalizeChatRooms } from '../utils/chat-room-list';

export const chatRoomsQueryKey = getGetChatsQueryKey;

const selectRooms = (response: ChatRoomListResponse): ChatRoomSummary[] => normalizeChatRooms(response.data);

export function useChatRoomsQuery(username: string, enabled: boolean) {
  return useGetChats(username, { query: { select: selectRooms, enabled: enabled && username !== '' } });
}

/** Applies a change to the cached rooms of this user, if any are cached. */
export function useUpdateCachedChatRooms(
  username: string,
): (change: (rooms: ChatRoomSummary[]) => ChatRoomSummary[]) => void {
  const setRooms = useSetGetChatsQueryData();
  return (change) =>
    setRooms(username, (old) => (old ? { ...old, data: change(normalizeChatRooms(old.data)) } : old));
}
