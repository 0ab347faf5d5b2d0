import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type MarkChatReadMutationVariables, useMarkChatRead } from '@/generated/api/chat/chat';
import type { ChatRoomListResponse } from '@/generated/api/model';
import { optimisticUpdate } from '@/lib/api/optimistic-update';
import { markRoomReadInList } from '../utils/chat-room-list';
import { chatRoomsQueryKey, useUpdateCachedChatRooms } from './use-chat-rooms-query';

/**
 * Marks a room read, optimistically: the cached rooms (shared by the header's message dropdown and /chat)
 * show it read at once, a failure puts the list back as it was, and either way the server's list is fetched
 * again afterwards.
 */
export function useMarkRoomRead(username: string): (chatRoomId: number) => void {
  const queryClient = useQueryClient();
  const updateCached = useUpdateCachedChatRooms(username);
  const roomsKey = chatRoomsQueryKey(username);
  const { mutate } = useMarkChatRead({
    mutation: {
      ...optimisticUpdate<ChatRoomListResponse, MarkChatReadMutationVariables>(
        queryClient,
        roomsKey,
        ({ chatRoomId }) => updateCached((rooms) => markRoomReadInList(rooms, chatRoomId)),
      ),
      meta: { refreshes: [roomsKey] },
    },
  });
  return useCallback((chatRoomId: number) => mutate({ chatRoomId }), [mutate]);
}
