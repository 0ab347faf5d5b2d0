import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMarkChatRead } from '@/generated/api/chat/chat';
import type { ChatRoomSummary } from '@/generated/api/model';
import { useSession } from '@/lib/api/use-session';
import { hasMoreRooms, markRoomReadInList, totalUnread, visibleRooms } from '../utils/chat-room-list';
import { chatRoomsQueryKey, updateCachedChatRooms, useChatRoomsQuery } from './use-chat-rooms-query';

/** Navigation state the chat screen reads to open a room (spec section 2, Chat). */
export interface ChatNavigationState {
  openChatRoomId: number;
}

export interface MessageRooms {
  /** At most 5. */
  rooms: ChatRoomSummary[];
  hasMore: boolean;
  unreadTotal: number;
  isLoading: boolean;
  refresh: () => void;
  openRoom: (room: ChatRoomSummary) => void;
}

export function useMessageRooms(): MessageRooms {
  const { user, accessToken } = useSession();
  const username = user?.username ?? '';
  const enabled = username !== '' && accessToken !== null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useChatRoomsQuery(username, enabled);
  const { mutate: markRead } = useMarkChatRead({
    mutation: {
      onError: () => void queryClient.invalidateQueries({ queryKey: chatRoomsQueryKey(username) }),
    },
  });

  // Spec section 7: a failed list load shows an empty list.
  const all = useMemo(() => (enabled && query.data ? query.data : []), [enabled, query.data]);
  const { refetch } = query;

  const refresh = useCallback(() => {
    if (enabled) void refetch();
  }, [enabled, refetch]);

  const openRoom = useCallback(
    (room: ChatRoomSummary) => {
      updateCachedChatRooms(queryClient, username, (rooms) => markRoomReadInList(rooms, room.chatRoomId));
      markRead({ chatRoomId: room.chatRoomId });
      const state: ChatNavigationState = { openChatRoomId: room.chatRoomId };
      void navigate(paths.chat.getHref(), { state });
    },
    [queryClient, username, markRead, navigate],
  );

  return {
    rooms: visibleRooms(all),
    hasMore: hasMoreRooms(all),
    unreadTotal: totalUnread(all),
    isLoading: enabled && query.isPending,
    refresh,
    openRoom,
  };
}
