import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { type ChatNavigationState, chatRoomState, paths } from '@/config/paths';
import { useGetProfileByUsername } from '@/generated/api/user/user';
import type { ChatMessage, ChatRoomSummary, ChatRoomType, UserProfile } from '@/generated/api/model';
import { toLowerTr } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { useSession } from '@/lib/api/use-session';
import { isNotFound } from '@/lib/api/not-found';
import { useRealtimeSubscription } from '@/lib/realtime';
import { confirmChatCopies } from '@/lib/realtime/chat-outbox';
import { applyLiveMessage } from '../utils/chat-room-list';
import { counterpartOf, newestId } from '../utils/chat-messages';
import { roomName } from '../utils/room-name';
import { buildChatRows, type ChatRow } from '../utils/message-rows';
import { pendingBelongsTo, unconfirmed } from '../utils/outbox';
import { chatRoomsQueryKey, useChatRoomsQuery, useUpdateCachedChatRooms } from './use-chat-rooms-query';
import { showOutboxNotices, useChatOutbox } from './use-chat-outbox';
import { useMarkRoomRead } from './use-mark-room-read';
import { useRoomEvents } from './use-room-events';
import { type RoomRefusal, useRoomMessages } from './use-room-messages';

export interface ChatScreenInput {
  /** A room to open (the spec's prop); navigation state `openChatRoomId` does the same. */
  chatRoomId?: number;
  /** A person to talk to (the spec's prop); the query parameter `receiverUsername` does the same. */
  receiverUsername?: string;
}

/** What the conversation panel shows: an existing room, or a new private conversation with a person. */
export type OpenConversation =
  | { kind: 'room'; room: ChatRoomSummary | null; chatRoomId: number }
  | { kind: 'new'; username: string; profile: UserProfile | null; isLoading: boolean }
  /** No composer: the person does not exist, or the server refuses the room. */
  | { kind: 'unavailable'; reason: 'unknown-person' | RoomRefusal }
  | { kind: 'none' };

const readOpenRoomId = (state: unknown): number | null => {
  const id = (state as Partial<ChatNavigationState> | null)?.openChatRoomId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

export interface ConversationHeader {
  name: string;
  imageUrl: string | null;
  type: ChatRoomType;
  /** The other person of a private conversation. */
  username: string | null;
}

/**
 * Who the open conversation is with: the room as the list names it; for a room not in the list yet, the
 * person its messages name; for a new conversation, the person's profile (or the username until it loads).
 */
function conversationHeader(
  conversation: OpenConversation,
  messages: readonly ChatMessage[],
  me: string,
): ConversationHeader | null {
  if (conversation.kind === 'none' || conversation.kind === 'unavailable') return null;
  if (conversation.kind === 'new') {
    const { profile, username } = conversation;
    return {
      name: profile ? fullName(profile.name, profile.surname, username) : username,
      imageUrl: profile?.profileImageUrl ?? null,
      type: 'PRIVATE',
      username,
    };
  }
  const { room } = conversation;
  if (room) {
    return {
      name: roomName(room),
      imageUrl: room.profileImageUrl ?? null,
      type: room.chatRoomType,
      username: room.chatRoomType === 'PRIVATE' ? (room.displayUsername ?? null) : null,
    };
  }
  const type = messages[0]?.chatRoomType ?? 'PRIVATE';
  const person = type === 'PRIVATE' ? counterpartOf(messages, me) : null;
  return { name: person?.name ?? '', imageUrl: null, type, username: person?.username ?? null };
}

const sameUsername = (a: string | null | undefined, b: string) => !!a && toLowerTr(a) === toLowerTr(b);

export function useChatScreen(input: ChatScreenInput) {
  const { user, accessToken } = useSession();
  const me = user?.username ?? '';
  const enabled = me !== '' && accessToken !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  const roomsQuery = useChatRoomsQuery(me, enabled);
  const rooms = useMemo(() => roomsQuery.data ?? [], [roomsQuery.data]);
  const requestedRoomId = input.chatRoomId ?? readOpenRoomId(location.state);
  const receiverUsername = (input.receiverUsername ?? searchParams.get('receiverUsername') ?? '').trim();
  const wantsPerson =
    requestedRoomId === null && receiverUsername !== '' && !sameUsername(me, receiverUsername);

  // A private room with that person already exists: open it instead of starting another.
  const existingRoom = wantsPerson
    ? rooms.find(
        (room) => room.chatRoomType === 'PRIVATE' && sameUsername(room.displayUsername, receiverUsername),
      )
    : undefined;
  const openRoomId = requestedRoomId ?? existingRoom?.chatRoomId ?? null;
  const openRoom = rooms.find((room) => room.chatRoomId === openRoomId) ?? null;
  const newWith = openRoomId === null && wantsPerson && !roomsQuery.isPending ? receiverUsername : null;

  const profile = useGetProfileByUsername(newWith ?? '', { query: { enabled: enabled && newWith !== null } });

  const roomMessages = useRoomMessages(openRoomId);
  const conversation: OpenConversation =
    openRoomId !== null
      ? roomMessages.refusal !== null
        ? { kind: 'unavailable', reason: roomMessages.refusal }
        : { kind: 'room', room: openRoom, chatRoomId: openRoomId }
      : newWith !== null
        ? // No such person: no composer. Any other failed lookup still allows a first message.
          isNotFound(profile.error)
          ? { kind: 'unavailable', reason: 'unknown-person' }
          : {
              kind: 'new',
              username: newWith,
              profile: profile.data?.data ?? null,
              isLoading: profile.isPending && !profile.isError,
            }
        : { kind: 'none' };

  const outbox = useChatOutbox(me);
  const markRead = useMarkRoomRead(me);
  const updateCachedRooms = useUpdateCachedChatRooms(me);

  // Opening a room reads it: unread 0 at once (optimistic), the read call, the header badge with it.
  const refused = roomMessages.refusal !== null;
  useEffect(() => {
    if (enabled && openRoomId !== null && !refused) markRead(openRoomId);
  }, [enabled, markRead, openRoomId, refused]);

  const openRoomById = useCallback(
    (chatRoomId: number) => {
      void navigate(paths.chat.getHref(), { replace: true, state: chatRoomState(chatRoomId) });
    },
    [navigate],
  );

  const closeRoom = useCallback(() => {
    void navigate(paths.chat.getHref(), { replace: true, state: null });
  }, [navigate]);
  // Added to a group, removed from one, a group renamed: the list (and an open group) follow at once.
  useRoomEvents(me, enabled ? (user?.id ?? null) : null);

  useRealtimeSubscription('messages', enabled ? {} : null, (message: ChatMessage) => {
    const own = message.senderUsername === me;
    const isOpen = message.chatRoomId === openRoomId;
    if (rooms.some((room) => room.chatRoomId === message.chatRoomId)) {
      updateCachedRooms(
        (list) => applyLiveMessage(list, message, { countsAsUnread: !own && !isOpen }) ?? list,
      );
    } else {
      void queryClient.invalidateQueries({ queryKey: chatRoomsQueryKey(me) });
    }
    if (isOpen) {
      roomMessages.receive(message);
      if (!own) markRead(message.chatRoomId);
      return;
    }
    // The first message of a new conversation comes back with the room the server found or created.
    if (own && newWith !== null && sameUsername(message.receiverUsername, newWith)) {
      roomMessages.receive(message);
      openRoomById(message.chatRoomId);
    }
  });

  const header = conversationHeader(conversation, roomMessages.messages, me);
  const counterpartUsername = header?.username ?? null;
  const roomKey = openRoomId ?? 0;

  // What the history holds confirms the outbox's messages for good (the rows below already leave them out).
  useEffect(() => {
    confirmChatCopies(roomMessages.messages);
  }, [roomMessages.messages]);
  // The outbox tells of a message it gave up on with a toast, unless this conversation shows it already.
  useEffect(
    () => showOutboxNotices(conversation.kind === 'none' ? null : { roomKey, counterpartUsername }),
    [conversation.kind, roomKey, counterpartUsername],
  );
  const waiting = useMemo(
    () =>
      unconfirmed(
        outbox.pending.filter((item) => pendingBelongsTo(item, roomKey, counterpartUsername)),
        roomMessages.messages,
        me,
      ),
    [outbox.pending, roomKey, counterpartUsername, roomMessages.messages, me],
  );
  // A refused message may mean a block came in meanwhile: the rooms say so, and the composer then says why.
  const refusedHere = waiting.filter((item) => item.failure === 'refused').length;
  const { refetch: refetchRooms } = roomsQuery;
  useEffect(() => {
    if (refusedHere > 0) void refetchRooms();
  }, [refusedHere, refetchRooms]);
  const rows: ChatRow[] = useMemo(
    () =>
      conversation.kind === 'none' || conversation.kind === 'unavailable'
        ? []
        : buildChatRows(roomMessages.messages, waiting),
    [conversation.kind, roomMessages.messages, waiting],
  );

  const send = (content: string) => {
    if (conversation.kind === 'none' || conversation.kind === 'unavailable') return;
    const isNew = conversation.kind === 'new';
    const type = isNew ? 'PRIVATE' : (openRoom?.chatRoomType ?? 'PRIVATE');
    outbox.send({
      chatRoomId: isNew ? 0 : roomKey,
      chatRoomType: type,
      receiverUsername: type === 'PRIVATE' ? counterpartUsername : null,
      content,
      afterId: newestId(roomMessages.messages),
    });
  };

  return {
    me,
    header,
    viewerId: user?.id ?? null,
    rooms,
    roomsQuery,
    conversation,
    openRoomId,
    openRoom,
    openRoomById,
    closeRoom,
    openGroup: openRoom?.chatRoomType === 'GROUP' ? openRoom : null,
    rows,
    isLoadingMessages: roomMessages.isLoading,
    loadOlder: roomMessages.loadOlder,
    loadingOlder: roomMessages.loadingOlder,
    send,
    retry: outbox.retry,
  };
}
