import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { useGetChatHistoryInfinite } from '@/generated/api/chat/chat';
import type { ChatHistoryResponse, ChatMessage } from '@/generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { isNotFound } from '@/lib/api/not-found';
import { getRealtimeStatus, onRealtimeStatusChange } from '@/lib/realtime';
import { mergeMessages, normalizeHistory, oldestId } from '../utils/chat-messages';

/** Messages per history page: the newest page opens the room, older ones load as the reader scrolls up. */
export const HISTORY_PAGE_SIZE = 50;

type HistoryPages = InfiniteData<ChatHistoryResponse, number | undefined>;

const selectHistory = (data: HistoryPages): ChatMessage[] =>
  mergeMessages(
    [],
    data.pages.flatMap((page) => normalizeHistory(page.data)),
  );

/**
 * The `before` of the next older page, or undefined when there is none: a short page is the oldest, and a
 * page that brings nothing older than what was held already (a server that ignores the paging parameters
 * and answers everything) ends the paging too.
 */
export function nextOlderPage(
  lastPage: ChatHistoryResponse,
  pages: ChatHistoryResponse[],
): number | undefined {
  const last = normalizeHistory(lastPage.data);
  if (last.length < HISTORY_PAGE_SIZE) return undefined;
  const lastOldest = oldestId(last);
  const heldOldest = oldestId(pages.slice(0, -1).flatMap((page) => normalizeHistory(page.data)));
  if (lastOldest === null || (heldOldest !== null && lastOldest >= heldOldest)) return undefined;
  return lastOldest;
}

/** Why the server will not show a room: not a member (403), or no such room (the app's not-found reader). */
export type RoomRefusal = 'forbidden' | 'missing';

/** A history answer that says the room is not the person's to read; any other failure is not a refusal. */
export function roomRefusal(error: unknown): RoomRefusal | null {
  if (isApiError(error) && error.kind === 'http' && error.status === 403) return 'forbidden';
  return isNotFound(error) ? 'missing' : null;
}

export interface RoomMessages {
  /** Oldest first, each message once. */
  messages: ChatMessage[];
  isLoading: boolean;
  /** The server refused the room's history: the room is not the person's (no composer then). */
  refusal: RoomRefusal | null;
  /** A live message of this room. */
  receive: (message: ChatMessage) => void;
  /** Loads the next older page, if there is one and none is on its way. */
  loadOlder: () => void;
  loadingOlder: boolean;
}

/**
 * The open room's messages: its history (a failed load is an empty conversation, as the spec says) and the
 * live messages that arrived since, merged by id. After the socket comes back the history is read again and
 * merged, so what was sent while it was down appears, and nothing twice.
 */
export function useRoomMessages(chatRoomId: number | null): RoomMessages {
  const enabled = chatRoomId !== null && chatRoomId > 0;
  const history = useGetChatHistoryInfinite(
    chatRoomId ?? 0,
    { size: HISTORY_PAGE_SIZE },
    {
      query: {
        enabled,
        initialPageParam: undefined,
        getNextPageParam: nextOlderPage,
        select: selectHistory,
      },
    },
  );
  const [live, setLive] = useState<{ chatRoomId: number | null; list: ChatMessage[] }>({
    chatRoomId: null,
    list: [],
  });

  const receive = useCallback((message: ChatMessage) => {
    setLive((previous) =>
      previous.chatRoomId === message.chatRoomId
        ? { chatRoomId: message.chatRoomId, list: mergeMessages(previous.list, [message]) }
        : { chatRoomId: message.chatRoomId, list: [message] },
    );
  }, []);

  const { refetch } = history;
  const wasDown = useRef(false);
  const lastStatus = useRef(getRealtimeStatus());
  useEffect(
    () =>
      onRealtimeStatusChange(() => {
        const status = getRealtimeStatus();
        const previous = lastStatus.current;
        lastStatus.current = status;
        // Dropped, or back to connecting after an ERROR frame: messages may have passed by meanwhile.
        if (status === 'disconnected' || (status === 'connecting' && previous === 'connected'))
          wasDown.current = true;
        if (status === 'connected' && wasDown.current) {
          wasDown.current = false;
          if (enabled) void refetch();
        }
      }),
    [enabled, refetch],
  );

  const loaded = enabled && history.data ? history.data : EMPTY;
  const liveList = live.chatRoomId === chatRoomId ? live.list : EMPTY;
  const messages = useMemo(() => mergeMessages(loaded, liveList), [loaded, liveList]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return {
    messages,
    isLoading: enabled && history.isPending && !history.isError,
    refusal: enabled && history.isError ? roomRefusal(history.error) : null,
    receive,
    loadOlder,
    loadingOlder: isFetchingNextPage,
  };
}

const EMPTY: ChatMessage[] = [];
