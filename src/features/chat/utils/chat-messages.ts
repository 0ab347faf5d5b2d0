import type { ChatMessage } from '@/generated/api/model';
import { unwrapList } from '@/lib/api/nested-data';
import { fullName } from '@/lib/people/full-name';

/**
 * A message's identity: its id when the server gave one; otherwise what it says, who said it and when, so the
 * same id-less message read twice (history re-read, echo) still shows once.
 */
export const messageKey = (message: ChatMessage): string =>
  typeof message.id === 'number'
    ? `id:${message.id}`
    : `x:${message.chatRoomId}|${message.senderUsername}|${message.timestamp}|${message.content}`;

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatMessage).chatRoomId === 'number' &&
  typeof (value as ChatMessage).content === 'string' &&
  typeof (value as ChatMessage).senderUsername === 'string' &&
  typeof (value as ChatMessage).timestamp === 'string';

/** The history answer's `data` is the array or `{ data: [...] }`; anything that is not a message is dropped. */
export function normalizeHistory(data: unknown): ChatMessage[] {
  return unwrapList<unknown>(data as unknown[] | { data?: unknown[] } | null).filter(isMessage);
}

const timeOf = (message: ChatMessage): number => {
  const time = Date.parse(message.timestamp);
  return Number.isNaN(time) ? 0 : time;
};

/** Oldest first: by time, then by id (ids grow with time on the server; equal timestamps happen). */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return timeOf(a) - timeOf(b) || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Adds `incoming` to `current` (oldest first), each message once by `messageKey`; a message known already is
 * replaced by the newer copy. A live message newer than everything is appended without re-sorting, so a long
 * room stays cheap to update.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const known = new Map(current.map((message, index) => [messageKey(message), index]));
  const last = current.at(-1);
  const fresh = incoming.filter((message) => !known.has(messageKey(message)));
  const replaced = incoming.length !== fresh.length;
  if (!replaced && fresh.length === 1 && (!last || compareMessages(last, fresh[0]!) <= 0)) {
    return [...current, fresh[0]!];
  }
  const byKey = new Map(current.map((message) => [messageKey(message), message]));
  for (const message of incoming) byKey.set(messageKey(message), message);
  return [...byKey.values()].sort(compareMessages);
}

/** The highest server id among the messages (0 when none has one). */
export const newestId = (messages: readonly ChatMessage[]): number =>
  messages.reduce(
    (max, message) => (typeof message.id === 'number' && message.id > max ? message.id : max),
    0,
  );

/** The lowest server id, the `before` of the next older page; null when no message has one. */
export function oldestId(messages: readonly ChatMessage[]): number | null {
  let min: number | null = null;
  for (const message of messages) {
    if (typeof message.id === 'number' && (min === null || message.id < min)) min = message.id;
  }
  return min;
}

/**
 * The profile another person's avatar leads to: the receiver's id, else the teacher's, else the message's own
 * id (the spec's order). An id that is the viewer's own is skipped: the receiver fields of a message someone
 * sent to the viewer describe the viewer, and the avatar is never a way to one's own profile. Null when
 * nothing is left.
 */
export function profileTargetId(message: ChatMessage, viewerId: number | null): number | null {
  const candidates = [message.receiverId, message.teacherId, message.id];
  return candidates.find((id): id is number => typeof id === 'number' && id !== viewerId) ?? null;
}

/**
 * The other person of a private conversation as its messages tell it (for a room not in the list yet, such
 * as one the first message has just created): the receiver of an own message, else the sender of another's.
 */
export function counterpartOf(
  messages: readonly ChatMessage[],
  me: string,
): { username: string; name: string } | null {
  const own = messages.find((message) => message.senderUsername === me && message.receiverUsername);
  if (own?.receiverUsername) {
    return {
      username: own.receiverUsername,
      name: fullName(own.receiverName, own.receiverSurname, own.receiverUsername),
    };
  }
  const other = messages.find((message) => message.senderUsername !== me);
  return other ? { username: other.senderUsername, name: other.senderUsername } : null;
}
