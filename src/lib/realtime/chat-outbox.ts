import type { ChatRoomType } from '../../generated/api/model';
import type { ChatMessage } from '../../generated/realtime/channels';
import { onPublishRefused, publishWithReceipt, subscribe } from './realtime-client';
import { getRealtimeStatus, onRealtimeStatusChange, type RealtimeStatus } from './realtime-status';

/*
 * The chat outbox: the own messages on their way, kept beside the one socket rather than in the chat screen,
 * so what was written while the socket was down goes out when it is back wherever the person is in the app,
 * and /chat shows every message's state again when the person returns.
 *
 * - queued: written while the socket was down; published once, in the order written, on reconnect;
 * - sending: published, waiting for the server's copy (the echo on /topic/messages, or the room's history);
 * - failed: refused by the server, the socket dropped before the copy came back, or the session ended;
 *   'Tekrar dene' re-reads the room's history first, so a message the server has is confirmed, never resent.
 *
 * Every message carries a clientId (the same on every attempt): the server stores one message per sender and
 * clientId and sends it back with the copy, so the copy names its message. A server that drops the field is
 * matched the older way: the oldest waiting message of the room with the same text, written before the copy
 * reached the server. A copy confirms one message only, once.
 */

export type OutboxStatus = 'queued' | 'sending' | 'failed';

/** Why a message failed: the server said no, the socket dropped before its copy, or the session ended. */
export type OutboxFailure = 'refused' | 'dropped' | 'ended';

export interface OutboxMessage {
  localId: number;
  /** Sent with every attempt; the server's copy carries it back. */
  clientId: string;
  senderUsername: string;
  /** 0 for the first message of a new private conversation: the server finds or creates the room. */
  chatRoomId: number;
  chatRoomType: ChatRoomType;
  receiverUsername: string | null;
  content: string;
  /** When it was written, for its place in the list and its time. */
  createdAt: string;
  /** The newest server id the room had when it was written: its copy is newer than that. */
  afterId: number;
  status: OutboxStatus;
  failure?: OutboxFailure;
}

export type OutgoingMessage = Pick<
  OutboxMessage,
  'senderUsername' | 'chatRoomId' | 'chatRoomType' | 'receiverUsername' | 'content' | 'afterId'
>;

/**
 * Reads the server's copies of the room a message went to (its history), for the check before a retry and
 * after a reconnect. Given by the chat feature, which knows the HTTP calls and the rooms.
 */
export type CopyReader = (message: OutboxMessage) => Promise<readonly ChatMessage[]>;

let messages: readonly OutboxMessage[] = [];
let nextLocalId = 1;
let reader: CopyReader | null = null;
let wired = false;
let lastStatus: RealtimeStatus = getRealtimeStatus();
const listeners = new Set<() => void>();
const giveUpListeners = new Set<(failed: readonly OutboxMessage[]) => void>();
/** Server copies (by id) that confirmed a message by its text, so no such copy confirms a second one. */
const usedCopies = new Set<number>();

const RECEIPT_PREFIX = 'chat-send:';

function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function commit(next: readonly OutboxMessage[]): void {
  if (next === messages) return;
  messages = next;
  for (const listener of [...listeners]) listener();
}

function update(change: (message: OutboxMessage) => OutboxMessage): void {
  let changed = false;
  const next = messages.map((message) => {
    const updated = change(message);
    if (updated !== message) changed = true;
    return updated;
  });
  if (changed) commit(next);
}

function giveUp(failed: readonly OutboxMessage[]): void {
  if (failed.length === 0) return;
  for (const listener of [...giveUpListeners]) listener(failed);
}

function attempt(message: OutboxMessage): OutboxMessage {
  const sent = publishWithReceipt(RECEIPT_PREFIX + message.clientId, 'send', {
    chatRoomId: message.chatRoomId,
    content: message.content,
    senderUsername: message.senderUsername,
    chatRoomType: message.chatRoomType,
    clientId: message.clientId,
    ...(message.receiverUsername ? { receiverUsername: message.receiverUsername } : {}),
  });
  // Not sent on an open socket: the payload broke the contract, or the socket died under the write.
  return sent
    ? { ...message, status: 'sending', failure: undefined }
    : { ...message, status: 'failed', failure: 'refused' };
}

/** Runs a change and tells of every message it made fail. */
function changeAndTell(change: () => void): void {
  const before = new Map(messages.map((message) => [message.localId, message.status]));
  change();
  giveUp(
    messages.filter((message) => message.status === 'failed' && before.get(message.localId) !== 'failed'),
  );
}

/** Sent now while connected, otherwise queued for the reconnect. */
const dispatch = (message: OutboxMessage): OutboxMessage =>
  getRealtimeStatus() === 'connected'
    ? attempt(message)
    : { ...message, status: 'queued', failure: undefined };

function refuse(clientId: string): void {
  changeAndTell(() =>
    update((message) =>
      message.clientId !== clientId || message.status === 'failed'
        ? message
        : { ...message, status: 'failed', failure: 'refused' },
    ),
  );
}

function sameRoom(copy: ChatMessage, message: OutboxMessage): boolean {
  return message.chatRoomId === 0
    ? message.receiverUsername !== null && copy.receiverUsername === message.receiverUsername
    : copy.chatRoomId === message.chatRoomId;
}

/**
 * Which waiting message each server copy confirms (localId → the id of a copy matched by its text, else -1):
 * by clientId when the copy has one, else the oldest waiting message of the room with the same text written
 * before the copy existed. Copies matched by text before (`used`) confirm nothing again.
 */
export function matchCopies(
  waiting: readonly OutboxMessage[],
  copies: readonly ChatMessage[],
  used: ReadonlySet<number> = usedCopies,
): Map<number, number> {
  const matched = new Map<number, number>();
  if (waiting.length === 0) return matched;
  const senders = new Set(waiting.map((message) => message.senderUsername));
  const taken = new Set<number>();
  for (const copy of copies) {
    if (!senders.has(copy.senderUsername)) continue;
    const open = (message: OutboxMessage) =>
      !matched.has(message.localId) && message.senderUsername === copy.senderUsername;
    if (copy.clientId) {
      // The copy names its message; nothing else can match it.
      const named = waiting.find((message) => open(message) && message.clientId === copy.clientId);
      if (named) matched.set(named.localId, -1);
      continue;
    }
    const id = typeof copy.id === 'number' ? copy.id : -1;
    if (id !== -1 && (used.has(id) || taken.has(id))) continue;
    const match = waiting.find(
      (message) =>
        open(message) &&
        message.content === copy.content &&
        (id === -1 || id > message.afterId) &&
        sameRoom(copy, message),
    );
    if (!match) continue;
    matched.set(match.localId, id);
    if (id !== -1) taken.add(id);
  }
  return matched;
}

/** Confirms (and forgets) the waiting messages these server copies are of. Called with echoes and histories. */
export function confirmChatCopies(copies: readonly ChatMessage[]): void {
  const matched = matchCopies(messages, copies);
  if (matched.size === 0) return;
  for (const id of matched.values()) if (id !== -1) usedCopies.add(id);
  commit(messages.filter((message) => !matched.has(message.localId)));
}

/** Reads the room's copies through the chat feature's reader and confirms what they hold. */
async function check(message: OutboxMessage): Promise<void> {
  if (!reader) return;
  try {
    confirmChatCopies(await reader(message));
  } catch {
    // Not readable now: the message keeps its state, and a retry sends it (the server de-duplicates it).
  }
}

function onStatus(): void {
  const status = getRealtimeStatus();
  const previous = lastStatus;
  lastStatus = status;
  if (status === 'connected') {
    if (messages.some((message) => message.status === 'queued')) {
      changeAndTell(() => update((message) => (message.status === 'queued' ? attempt(message) : message)));
    }
    // Back after a drop: what dropped in flight may have reached the server. Its history tells.
    if (previous !== 'connected') void recheckDropped();
    return;
  }
  if (status === 'idle') {
    // The session ended (sign-out, expiry): nothing more can go out on its behalf.
    changeAndTell(() =>
      update((message) =>
        message.status === 'failed' ? message : { ...message, status: 'failed', failure: 'ended' },
      ),
    );
    return;
  }
  // Dropped (or back to connecting after an ERROR frame): what was in flight may never come back.
  update((message) =>
    message.status === 'sending' ? { ...message, status: 'failed', failure: 'dropped' } : message,
  );
}

async function recheckDropped(): Promise<void> {
  const dropped = messages.filter((message) => message.failure === 'dropped');
  await Promise.all(dropped.map(check));
  // Told only of those the history lacks and nobody has retried meanwhile.
  const rechecked = new Set(dropped.map((message) => message.localId));
  giveUp(messages.filter((message) => rechecked.has(message.localId) && message.failure === 'dropped'));
}

function wire(): void {
  if (wired) return;
  wired = true;
  lastStatus = getRealtimeStatus();
  onRealtimeStatusChange(onStatus);
  subscribe('messages', {}, (copy) => confirmChatCopies([copy]));
  subscribe('sendErrors', {}, (refusal) => {
    if (refusal.clientId) refuse(refusal.clientId);
  });
  onPublishRefused((receipt) => {
    if (receipt.startsWith(RECEIPT_PREFIX)) refuse(receipt.slice(RECEIPT_PREFIX.length));
  });
}

/** Writes a message: published now while the socket is up, otherwise queued. Returns it. */
export function sendChatMessage(outgoing: OutgoingMessage): OutboxMessage {
  wire();
  const message = dispatch({
    ...outgoing,
    localId: nextLocalId++,
    clientId: newClientId(),
    createdAt: new Date().toISOString(),
    status: 'queued',
  });
  changeAndTell(() => commit([...messages, message]));
  return message;
}

/**
 * 'Tekrar dene': the room's history is read first, and a message found there is confirmed instead of sent
 * again; otherwise it goes out with the same clientId. A second press while this runs does nothing.
 */
export async function retryChatMessage(localId: number): Promise<void> {
  const message = messages.find((candidate) => candidate.localId === localId);
  if (message?.status !== 'failed') return;
  const checking: OutboxMessage = { ...message, status: 'sending', failure: undefined };
  update((candidate) => (candidate.localId === localId ? checking : candidate));
  await check(checking);
  changeAndTell(() =>
    update((candidate) =>
      candidate.localId === localId && candidate.status === 'sending' ? dispatch(candidate) : candidate,
    ),
  );
}

/** The chat feature's way to read a room's copies (see CopyReader). */
export function setChatCopyReader(next: CopyReader | null): void {
  reader = next;
}

export function getChatOutbox(): readonly OutboxMessage[] {
  return messages;
}

export function onChatOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Told about messages the outbox gave up on (refused, or never sent because the session ended or dropped). */
export function onChatOutboxGiveUp(listener: (failed: readonly OutboxMessage[]) => void): () => void {
  giveUpListeners.add(listener);
  return () => {
    giveUpListeners.delete(listener);
  };
}

/** For tests: forgets every message and listener's state. */
export function resetChatOutbox(): void {
  messages = [];
  usedCopies.clear();
  for (const listener of [...listeners]) listener();
}
