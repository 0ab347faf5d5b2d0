import type { ChatMessage, ChatRoomType } from '@/generated/api/model';

/**
 * An own message the server has not confirmed yet:
 * - queued: typed while the socket was down, sent by itself once it is back;
 * - sending: published, waiting for its copy on /topic/messages;
 * - failed: the publish was refused, or the socket dropped before the copy came back ('Tekrar dene').
 */
export type PendingStatus = 'queued' | 'sending' | 'failed';

export interface PendingMessage {
  localId: number;
  /** 0 for the first message of a new private conversation: the server finds or creates the room. */
  chatRoomId: number;
  chatRoomType: ChatRoomType;
  receiverUsername: string | null;
  content: string;
  /** When it was written, for its place in the list and its time. */
  createdAt: string;
  /** The newest server id the room had when it was written: its echo is newer than that. */
  afterId: number;
  status: PendingStatus;
}

/** Whether a pending message belongs to the room (a new conversation's belongs to the room with that person). */
export function pendingBelongsTo(
  pending: PendingMessage,
  chatRoomId: number,
  counterpartUsername: string | null,
): boolean {
  if (pending.chatRoomId !== 0) return pending.chatRoomId === chatRoomId;
  return counterpartUsername !== null && pending.receiverUsername === counterpartUsername;
}

function isEchoOf(message: ChatMessage, pending: PendingMessage): boolean {
  if (message.content !== pending.content) return false;
  if (typeof message.id === 'number' && message.id <= pending.afterId) return false;
  return pending.chatRoomId === 0
    ? pending.receiverUsername !== null && message.receiverUsername === pending.receiverUsername
    : message.chatRoomId === pending.chatRoomId;
}

/**
 * The pending messages the server's copies do not confirm yet. Each own message of the room (oldest first,
 * live echoes and re-read history alike) confirms the oldest unconfirmed pending message with the same text
 * written before it reached the server, so two identical messages need two copies and nothing is confirmed
 * twice.
 */
export function unconfirmed(
  pending: readonly PendingMessage[],
  messages: readonly ChatMessage[],
  me: string,
): PendingMessage[] {
  if (pending.length === 0) return [];
  const floor = Math.min(...pending.map((candidate) => candidate.afterId));
  let rest = [...pending];
  for (const message of messages) {
    if (message.senderUsername !== me) continue;
    if (typeof message.id === 'number' && message.id <= floor) continue;
    const match = rest.find((candidate) => isEchoOf(message, candidate));
    if (match) rest = rest.filter((candidate) => candidate !== match);
    if (rest.length === 0) break;
  }
  return rest;
}
