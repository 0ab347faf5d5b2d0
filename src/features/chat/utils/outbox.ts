import type { ChatMessage } from '@/generated/api/model';
import { matchCopies, type OutboxMessage } from '@/lib/realtime/chat-outbox';

/**
 * An own message the server has not confirmed yet (the outbox beside the socket, src/lib/realtime/chat-outbox):
 * - queued: typed while the socket was down, sent by itself once it is back;
 * - sending: published, waiting for its copy on /topic/messages (or a retry checking the history first);
 * - failed: the publish was refused, the socket dropped before the copy came back, or the session ended
 *   ('Tekrar dene').
 */
export type PendingMessage = OutboxMessage;
export type PendingStatus = OutboxMessage['status'];

/** Whether a pending message belongs to the room (a new conversation's belongs to the room with that person). */
export function pendingBelongsTo(
  pending: PendingMessage,
  chatRoomId: number,
  counterpartUsername: string | null,
): boolean {
  if (pending.chatRoomId !== 0) return pending.chatRoomId === chatRoomId;
  return counterpartUsername !== null && pending.receiverUsername === counterpartUsername;
}

/**
 * The pending messages the server's copies do not confirm yet: a copy names its message by clientId; a copy
 * without one (a server that drops the field) confirms the oldest pending message of the room with the same
 * text written before it reached the server. Each copy confirms one message, so two identical messages need
 * two copies.
 */
export function unconfirmed(
  pending: readonly PendingMessage[],
  messages: readonly ChatMessage[],
  me: string,
): PendingMessage[] {
  const own = pending.filter((message) => message.senderUsername === me);
  const matched = matchCopies(own, messages);
  return own.filter((message) => !matched.has(message.localId));
}
