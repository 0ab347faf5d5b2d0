import { STUDENT_COUNT, TEACHER_COUNT } from '../db/demo';
import type { Db } from '../db/collections';
import type { ChatMessageRecord, UserRecord } from '../db/schema';
import { isMember, membersOf, postMessage } from '../db/services/chat';
import { findUserById } from '../db/services/users';
import { transact } from '../db/store';
import { replyDelay } from './broker-config';
import { counterpartReply } from './counterpart-replies';
import { isUserConnected } from './registry';

/*
 * Simulated counterparts. In a PRIVATE room whose other member is one of the seeded people (ids 1–100: the
 * demo personas and everyone else the seed wrote), that person answers after a short delay, through the same
 * chat service as a real message, so the history, unread counts, the CHAT notification and the live delivery
 * all follow. Nobody answers for a person who is connected to this broker themselves (a test or a second
 * browser playing both sides), for accounts registered at run time, or in group rooms. A burst of messages
 * gets one answer: while an answer is pending for a room, further messages do not schedule another.
 */

const SEEDED_USER_LIMIT = TEACHER_COUNT + STUDENT_COUNT;
const pending = new Map<number, ReturnType<typeof setTimeout>>();

function counterpartOf(db: Db, message: ChatMessageRecord): UserRecord | undefined {
  const room = db.chatRooms.findFirst((q) => q.where({ id: message.chatRoomId }));
  if (room?.type !== 'PRIVATE') return undefined;
  const others = membersOf(db, room.id).filter((id) => id !== message.senderId);
  if (others.length !== 1 || others[0] === undefined || others[0] > SEEDED_USER_LIMIT) return undefined;
  return findUserById(db, others[0]);
}

async function answer(message: ChatMessageRecord, counterpartId: number): Promise<void> {
  await transact((db) => answerIn(db, message, counterpartId));
}

async function answerIn(db: Db, message: ChatMessageRecord, counterpartId: number): Promise<void> {
  // The db may have been reset, or the room left, in the meantime.
  if (!isMember(db, message.chatRoomId, counterpartId) || !isMember(db, message.chatRoomId, message.senderId))
    return;
  const counterpart = findUserById(db, counterpartId);
  const writer = findUserById(db, message.senderId);
  if (!counterpart || !writer) return;
  const voice = counterpart.role === 'ROLE_TEACHER' ? 'teacher' : 'student';
  await postMessage(db, {
    chatRoomId: message.chatRoomId,
    senderId: counterpart.id,
    content: counterpartReply(message.content, voice, writer.name),
  });
}

/** Schedules the counterpart's answer to a message just sent through the broker, when there is one. */
export function scheduleCounterpartReply(db: Db, message: ChatMessageRecord): void {
  const delay = replyDelay();
  if (delay === null || pending.has(message.chatRoomId)) return;
  const counterpart = counterpartOf(db, message);
  if (!counterpart || isUserConnected(counterpart.id)) return;
  const timer = setTimeout(() => {
    pending.delete(message.chatRoomId);
    answer(message, counterpart.id).catch((error: unknown) =>
      console.error('[mock-stomp] a simulated counterpart could not answer', error),
    );
  }, delay);
  pending.set(message.chatRoomId, timer);
}

/** Drops every answer still waiting (tests, a db reset). */
export function cancelCounterpartReplies(): void {
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
}

export const pendingCounterpartReplies = (): number => pending.size;
