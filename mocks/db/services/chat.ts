import type { Db } from '../collections';
import { emitDbEvent } from '../events';
import type { ChatMessageRecord, ChatRoomRecord } from '../schema';
import { nextId } from '../store';
import { notify } from './notifications';
import { findUserById, fullName } from './users';

export function membersOf(db: Db, chatRoomId: number): number[] {
  return db.chatMembers.findMany((q) => q.where({ chatRoomId })).map((member) => member.userId);
}

export function isMember(db: Db, chatRoomId: number, userId: number): boolean {
  return !!db.chatMembers.findFirst((q) => q.where({ chatRoomId, userId }));
}

export function historyOf(db: Db, chatRoomId: number): ChatMessageRecord[] {
  return db.chatMessages.findMany((q) => q.where({ chatRoomId })).sort((a, b) => a.id - b.id);
}

/** The largest page of history one call answers (`size` above it is capped). */
export const HISTORY_PAGE_MAX = 200;

/**
 * One page of a room's history, oldest first: the `size` newest messages older than the message `before`
 * (every older one without `size`; the room's newest without `before`; the whole history without either).
 */
export function historyPage(
  db: Db,
  chatRoomId: number,
  { before, size }: { before?: number; size?: number },
): ChatMessageRecord[] {
  const older = historyOf(db, chatRoomId).filter((message) => before === undefined || message.id < before);
  return size === undefined
    ? older
    : older.slice(Math.max(0, older.length - Math.min(size, HISTORY_PAGE_MAX)));
}

export function unreadCount(db: Db, chatRoomId: number, userId: number): number {
  const member = db.chatMembers.findFirst((q) => q.where({ chatRoomId, userId }));
  if (!member) return 0;
  return db.chatMessages.findMany((q) =>
    q.where({ chatRoomId, senderId: (id) => id !== userId, id: (id) => id > member.lastReadMessageId }),
  ).length;
}

/** The user's rooms, the one with the newest message first. */
export function roomsOf(db: Db, userId: number): ChatRoomRecord[] {
  const ids = new Set(db.chatMembers.findMany((q) => q.where({ userId })).map((member) => member.chatRoomId));
  const lastActivity = (room: ChatRoomRecord) =>
    Date.parse(historyOf(db, room.id).at(-1)?.timestamp ?? room.createdAt);
  return db.chatRooms
    .findMany((q) => q.where({ id: (id) => ids.has(id) }))
    .sort((a, b) => lastActivity(b) - lastActivity(a));
}

/** Everything in the room is read for this user, and so are the CHAT notifications about it. */
export async function markRoomRead(db: Db, chatRoomId: number, userId: number): Promise<void> {
  const last = historyOf(db, chatRoomId).at(-1)?.id ?? 0;
  await db.chatMembers.updateMany((q) => q.where({ chatRoomId, userId }), {
    data: (member) => void (member.lastReadMessageId = Math.max(member.lastReadMessageId, last)),
  });
  await db.notifications.updateMany(
    (q) => q.where({ userId, type: 'CHAT', relatedId: chatRoomId, read: false }),
    {
      data: (notification) => void (notification.read = true),
    },
  );
}

/**
 * Stores a message (the sender has read everything up to it), tells every other member with a CHAT
 * notification, and announces the message for /topic/messages.
 */
export async function postMessage(
  db: Db,
  input: { chatRoomId: number; senderId: number; content: string; clientId?: string | null },
): Promise<ChatMessageRecord> {
  const message = await db.chatMessages.create({
    id: nextId('chatMessages'),
    chatRoomId: input.chatRoomId,
    senderId: input.senderId,
    content: input.content,
    timestamp: new Date().toISOString(),
    clientId: input.clientId ?? null,
  });
  await db.chatMembers.updateMany((q) => q.where({ chatRoomId: input.chatRoomId, userId: input.senderId }), {
    data: (member) => void (member.lastReadMessageId = message.id),
  });
  emitDbEvent('message', { message: { ...message } });
  const sender = findUserById(db, input.senderId);
  for (const userId of membersOf(db, input.chatRoomId).filter((id) => id !== input.senderId)) {
    await notify(db, {
      userId,
      type: 'CHAT',
      title: 'Yeni mesaj',
      content: `${sender ? fullName(sender) : 'Bir kullanıcı'}: ${input.content}`,
      relatedId: input.chatRoomId,
    });
  }
  return message;
}

/**
 * The message a sender already stored under this clientId, if any: a resend (after a lost echo) must not store
 * a second copy.
 */
export function messageByClientId(
  db: Db,
  senderId: number,
  clientId: string | null | undefined,
): ChatMessageRecord | undefined {
  if (!clientId) return undefined;
  return db.chatMessages.findFirst((q) => q.where({ senderId, clientId }));
}

/** The private room of two users, created on first contact. */
export async function privateRoomOf(db: Db, userA: number, userB: number): Promise<ChatRoomRecord> {
  const shared = roomsOf(db, userA).find(
    (room) => room.type === 'PRIVATE' && isMember(db, room.id, userB) && membersOf(db, room.id).length === 2,
  );
  if (shared) return shared;
  const a = findUserById(db, userA);
  const b = findUserById(db, userB);
  const teacherId = a?.role === 'ROLE_TEACHER' ? userA : b?.role === 'ROLE_TEACHER' ? userB : null;
  const room = await db.chatRooms.create({
    id: nextId('chatRooms'),
    type: 'PRIVATE',
    name: null,
    teacherId,
    createdAt: new Date().toISOString(),
  });
  for (const userId of [userA, userB]) {
    await db.chatMembers.create({
      id: nextId('chatMembers'),
      chatRoomId: room.id,
      userId,
      lastReadMessageId: 0,
    });
  }
  return room;
}
