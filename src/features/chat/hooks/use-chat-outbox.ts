import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatRoomType } from '@/generated/api/model';
import { getRealtimeStatus, onRealtimeStatusChange, publish } from '@/lib/realtime';
import type { PendingMessage } from '../utils/outbox';

export interface OutgoingMessage {
  chatRoomId: number;
  chatRoomType: ChatRoomType;
  receiverUsername: string | null;
  content: string;
  afterId: number;
}

export interface ChatOutbox {
  /** Every own message written on this screen; the server's copies confirm them (`confirmPending`). */
  pending: PendingMessage[];
  send: (message: OutgoingMessage) => void;
  retry: (localId: number) => void;
}

let nextLocalId = 1;

/**
 * The own messages on their way: published at once while the socket is up, otherwise kept (queued) and
 * published once, in the order written, when the socket is connected again. A message is sent when its copy
 * comes back on /topic/messages, and failed when the publish is refused or the socket drops before the copy
 * arrives; a later copy (the history re-read after a reconnect) still confirms it, so a message the server
 * already has never needs a retry.
 */
export function useChatOutbox(me: string): ChatOutbox {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  // The list as of the last change, read by the callbacks: a flush must see what a send just added, within
  // the same tick, so that nothing goes out twice.
  const current = useRef<PendingMessage[]>([]);

  const commit = useCallback((next: PendingMessage[]) => {
    current.current = next;
    setPending(next);
  }, []);

  const attempt = useCallback(
    (message: PendingMessage): PendingMessage => {
      const sent = publish('send', {
        chatRoomId: message.chatRoomId,
        content: message.content,
        senderUsername: me,
        chatRoomType: message.chatRoomType,
        ...(message.receiverUsername ? { receiverUsername: message.receiverUsername } : {}),
      });
      return { ...message, status: sent ? 'sending' : 'failed' };
    },
    [me],
  );

  // Sent now while connected, otherwise queued for the reconnect.
  const dispatch = useCallback(
    (message: PendingMessage): PendingMessage =>
      getRealtimeStatus() === 'connected' ? attempt(message) : { ...message, status: 'queued' },
    [attempt],
  );

  const send = useCallback(
    (outgoing: OutgoingMessage) => {
      const message: PendingMessage = {
        ...outgoing,
        localId: nextLocalId++,
        createdAt: new Date().toISOString(),
        status: 'queued',
      };
      commit([...current.current, dispatch(message)]);
    },
    [commit, dispatch],
  );

  const retry = useCallback(
    (localId: number) => {
      commit(current.current.map((message) => (message.localId === localId ? dispatch(message) : message)));
    },
    [commit, dispatch],
  );

  // Connected: the queue goes out in order, each message once (it leaves 'queued' in the same pass).
  // Dropped: what was published but never came back is failed until a server copy confirms it.
  useEffect(
    () =>
      onRealtimeStatusChange(() => {
        const status = getRealtimeStatus();
        const list = current.current;
        if (status === 'connected' && list.some((message) => message.status === 'queued')) {
          commit(list.map((message) => (message.status === 'queued' ? attempt(message) : message)));
        } else if (status === 'disconnected' && list.some((message) => message.status === 'sending')) {
          commit(
            list.map((message) =>
              message.status === 'sending' ? { ...message, status: 'failed' } : message,
            ),
          );
        }
      }),
    [attempt, commit],
  );

  return { pending, send, retry };
}
