import type { QueryClient } from '@tanstack/react-query';
import { getGetChatsQueryKey, useGetChats } from '@/generated/api/chat/chat';
import type { ChatRoomListResponse, ChatRoomSummary } from '@/generated/api/model';
import { normalizeChatRooms } from '../utils/chat-room-list';

export const chatRoomsQueryKey = getGetChatsQueryKey;

const selectRooms = (response: ChatRoomListResponse): ChatRoomSummary[] => normalizeChatRooms(response.data);

export function useChatRoomsQuery(username: string, enabled: boolean) {
  return useGetChats(username, { query: { select: selectRooms, enabled: enabled && username !== '' } });
}

export function updateCachedChatRooms(
  queryClient: QueryClient,
  username: string,
  change: (rooms: ChatRoomSummary[]) => ChatRoomSummary[],
): void {
  queryClient.setQueryData<ChatRoomListResponse>(chatRoomsQueryKey(username), (old) =>
    old ? { ...old, data: change(normalizeChatRooms(old.data)) } : old,
  );
}
