import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatRoomState, paths } from '@/config/paths';
import type { ChatRoomSummary } from '@/generated/api/model';
import { useSession } from '@/lib/api/use-session';
import { useRealtimeSubscription } from '@/lib/realtime';
import { hasMoreRooms, totalUnread, visibleRooms } from '../utils/chat-room-list';
import { chatRoomsQueryKey, useChatRoomsQuery } from './use-chat-rooms-query';
import { useMarkRoomRead } from './use-mark-room-read';

export interface MessageRooms {
  /** At most 5. */
  rooms: ChatRoomSummary[];
  hasMore: boolean;
  unreadTotal: number;
  isLoading: boolean;
  /** The rooms did not load: the panel must not claim there are none. */
  loadFailed: boolean;
  /** Raised by an incoming CHAT notification, lowered by `seen` (the panel opened). */
  hasNewMessage: boolean;
  seen: () => void;
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
  const roomsKey = chatRoomsQueryKey(username);
  const markRead = useMarkRoomRead(username);

  // A failed list load has no rooms (the panel says it failed).
  const all = useMemo(() => (enabled && query.data ? query.data : []), [enabled, query.data]);
  const { refetch } = query;

  // A CHAT notification means a room's last message and unread count changed: the rooms are fetched again
  // and the icon shows a dot until the panel is opened.
  const [hasNewMessage, setHasNewMessage] = useState(false);
  useRealtimeSubscription('notifications', enabled && user ? { userId: user.id } : null, (notification) => {
    if (notification.type !== 'CHAT') return;
    setHasNewMessage(true);
    void queryClient.invalidateQueries({ queryKey: roomsKey });
  });
  const seen = useCallback(() => setHasNewMessage(false), []);

  const refresh = useCallback(() => {
    if (enabled) void refetch();
  }, [enabled, refetch]);

  const openRoom = useCallback(
    (room: ChatRoomSummary) => {
      markRead(room.chatRoomId);
      void navigate(paths.chat.getHref(), { state: chatRoomState(room.chatRoomId) });
    },
    [markRead, navigate],
  );

  return {
    rooms: visibleRooms(all),
    hasMore: hasMoreRooms(all),
    unreadTotal: totalUnread(all),
    isLoading: enabled && query.isPending,
    loadFailed: !enabled || query.isError,
    hasNewMessage,
    seen,
    refresh,
    openRoom,
  };
}
