import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getChats } from '@/generated/api/chat/chat';
import type { ChatRoomListResponse, ChatRoomSummary } from '@/generated/api/model';
import { normalizeChatRooms } from '../utils/chat-room-list';

/*
 * The generated client has no query hooks for GET operations yet (orval.config sets `query.useQuery: false`),
 * so this wraps the generated fetcher under the key orval would give `useGetChats(username)`
 * (`getGetChatsQueryKey(username)`); switching to the generated hook keeps the cache writes below working.
 */
export const chatRoomsQueryKey = (username: string) => [`/v1/chat/getChats/${username}`] as const;

const selectRooms = (response: ChatRoomListResponse): ChatRoomSummary[] => normalizeChatRooms(response.data);

export function useChatRoomsQuery(username: string, enabled: boolean) {
  return useQuery({
    queryKey: chatRoomsQueryKey(username),
    queryFn: ({ signal }) => getChats(username, undefined, signal),
    select: selectRooms,
    enabled: enabled && username !== '',
  });
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
