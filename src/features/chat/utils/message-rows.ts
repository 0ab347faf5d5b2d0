import type { ChatMessage } from '@/generated/api/model';
import { messageKey } from './chat-messages';
import { dayKey } from './message-days';
import type { PendingMessage } from './outbox';

/** One row of the conversation: a day separator, a message, or an own message on its way. */
export type ChatRow =
  | { kind: 'day'; key: string; timestamp: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/**
 * The rows of a conversation, oldest first: the server's messages, then the own messages not confirmed yet
 * (in the order written), with a day separator wherever the Istanbul calendar day changes.
 */
export function buildChatRows(
  messages: readonly ChatMessage[],
  pending: readonly PendingMessage[],
): ChatRow[] {
  const rows: ChatRow[] = [];
  let day = '';
  const addDay = (timestamp: string) => {
    const key = dayKey(timestamp);
    if (key === day || key === '') return;
    day = key;
    rows.push({ kind: 'day', key: `day:${key}`, timestamp });
  };
  for (const message of messages) {
    addDay(message.timestamp);
    rows.push({ kind: 'message', key: messageKey(message), message });
  }
  for (const item of pending) {
    addDay(item.createdAt);
    rows.push({ kind: 'pending', key: `local:${item.localId}`, pending: item });
  }
  return rows;
}
