import { useQueryClient } from '@tanstack/react-query';
import {
  getGetChatHistoryInfiniteQueryKey,
  getGetChatsQueryKey,
  getGetGroupChatQueryKey,
} from '@/generated/api/chat/chat';
import { useRealtimeSubscription } from '@/lib/realtime';

/**
 * /topic/chat-rooms/{userId}: a group this user was added to, renamed or changed, or left. The room list and
 * that group are read again; for a room the user is no longer in, its history too, which the server now
 * refuses, so an open conversation turns into 'Bu sohbete erişiminiz yok.' instead of a composer.
 */
export function useRoomEvents(me: string, userId: number | null) {
  const queryClient = useQueryClient();
  useRealtimeSubscription('chatRooms', userId === null || me === '' ? null : { userId }, (event) => {
    void queryClient.invalidateQueries({ queryKey: getGetChatsQueryKey(me) });
    void queryClient.invalidateQueries({ queryKey: getGetGroupChatQueryKey(event.chatRoomId) });
    if (event.type === 'REMOVED')
      void queryClient.invalidateQueries({ queryKey: getGetChatHistoryInfiniteQueryKey(event.chatRoomId) });
  });
}
