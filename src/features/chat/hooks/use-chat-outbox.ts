import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getChatHistory, getChats, getGetChatHistoryInfiniteQueryKey } from '@/generated/api/chat/chat';
import type { ChatMessage } from '@/generated/api/model';
import { toaster } from '@/components/feedback/toaster';
import { i18n } from '@/i18n';
import { toLowerTr } from '@/i18n/formatters';
import {
  getChatOutbox,
  onChatOutboxChange,
  onChatOutboxGiveUp,
  retryChatMessage,
  sendChatMessage,
  setChatCopyReader,
  type CopyReader,
  type OutgoingMessage,
} from '@/lib/realtime/chat-outbox';
import { normalizeChatRooms } from '../utils/chat-room-list';
import { normalizeHistory } from '../utils/chat-messages';
import { pendingBelongsTo, type PendingMessage } from '../utils/outbox';
import { chatRoomsQueryKey } from './use-chat-rooms-query';
import { HISTORY_PAGE_SIZE } from './use-room-messages';

export type { OutgoingMessage };

export interface ChatOutbox {
  /** The own messages on their way (this user's), wherever they were written. */
  pending: readonly PendingMessage[];
  send: (message: Omit<OutgoingMessage, 'senderUsername'>) => void;
  retry: (localId: number) => void;
}

/**
 * The room's newest history page, read for the outbox's check before a retry and after a reconnect (the open
 * room's own history is read again too). A first message (room 0) is looked for in the private room with that
 * person, if the rooms list has one by now.
 */
function copyReader(queryClient: QueryClient, me: string): CopyReader {
  return async (message): Promise<ChatMessage[]> => {
    let chatRoomId = message.chatRoomId;
    if (chatRoomId === 0) {
      const receiver = message.receiverUsername;
      if (!receiver) return [];
      const rooms = normalizeChatRooms((await getChats(me)).data);
      void queryClient.invalidateQueries({ queryKey: chatRoomsQueryKey(me) });
      const room = rooms.find(
        (candidate) =>
          candidate.chatRoomType === 'PRIVATE' &&
          !!candidate.displayUsername &&
          toLowerTr(candidate.displayUsername) === toLowerTr(receiver),
      );
      if (!room) return [];
      chatRoomId = room.chatRoomId;
    }
    const history = await getChatHistory(chatRoomId, { size: HISTORY_PAGE_SIZE });
    // The open room shows what the server has before the waiting row goes, so the message never blinks out.
    await queryClient.invalidateQueries({ queryKey: getGetChatHistoryInfiniteQueryKey(chatRoomId) });
    return normalizeHistory(history.data);
  };
}

const EMPTY: readonly PendingMessage[] = [];

/**
 * The chat screen's view of the outbox (src/lib/realtime/chat-outbox): this user's messages on their way,
 * kept beside the socket so they outlive the screen. The screen lends the outbox its way to read a room's
 * history while signed in.
 */
export function useChatOutbox(me: string): ChatOutbox {
  const queryClient = useQueryClient();
  const all = useSyncExternalStore(onChatOutboxChange, getChatOutbox, getChatOutbox);
  const pending = useMemo(() => {
    const own = all.filter((message) => message.senderUsername === me);
    return own.length === 0 ? EMPTY : own;
  }, [all, me]);

  useEffect(() => {
    if (me === '') return;
    setChatCopyReader(copyReader(queryClient, me));
  }, [me, queryClient]);

  return useMemo(
    () => ({
      pending,
      send: (message) => void sendChatMessage({ ...message, senderUsername: me }),
      retry: (localId) => void retryChatMessage(localId),
    }),
    [pending, me],
  );
}

/** The conversation the chat screen shows now, if it is mounted. */
interface VisibleConversation {
  roomKey: number;
  counterpartUsername: string | null;
}

let visible: VisibleConversation | null = null;
let noticesOn = false;

/**
 * A message the outbox gave up on is shown as 'Gönderilemedi' in its conversation; when that conversation is
 * not on screen (the person moved on, or the session ended), a toast says so and where the message waits.
 */
function noticeGiveUp(failed: readonly PendingMessage[]): void {
  const unseen = failed.filter(
    (message) =>
      message.failure === 'ended' ||
      visible === null ||
      !pendingBelongsTo(message, visible.roomKey, visible.counterpartUsername),
  );
  if (unseen.length === 0) return;
  toaster.warning({
    title: i18n.t('chat:outbox.gaveUp', { count: unseen.length }),
    description: i18n.t('chat:outbox.whereItWaits'),
  });
}

/**
 * Called by the chat screen with the conversation it shows (null: none); returns the clean-up. Turns the
 * outbox's give-up notices on for the rest of the visit: they matter most once the screen is gone.
 */
export function showOutboxNotices(conversation: VisibleConversation | null): () => void {
  if (!noticesOn) {
    noticesOn = true;
    onChatOutboxGiveUp(noticeGiveUp);
  }
  const shown = conversation;
  visible = shown;
  return () => {
    if (visible === shown) visible = null;
  };
}
