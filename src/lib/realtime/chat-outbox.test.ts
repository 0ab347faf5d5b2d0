import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS, getDb, resetDb } from '../../../mocks/db';
import { historyOf } from '../../../mocks/db/services/chat';
import { configureMockBroker, resetMockBroker } from '../../../mocks/realtime';
import type { ChatMessage } from '../../generated/realtime/channels';
import { writeAccessToken } from '../api/session-storage';
import {
  getChatOutbox,
  onChatOutboxGiveUp,
  resetChatOutbox,
  retryChatMessage,
  sendChatMessage,
  setChatCopyReader,
  type OutboxMessage,
} from './chat-outbox';
import { connectRealtime, disconnectRealtime } from './realtime-client';
import {
  getRealtimeStatus,
  onRealtimeStatusChange,
  setRealtimeStatus,
  type RealtimeStatus,
} from './realtime-status';

/* The outbox beside the socket, against the mock broker over the app's own client. Room 1 is the private room
 * of Elif (student) and Zeynep (teacher). */

const ROOM = 1;
const outgoing = (content: string, chatRoomId = ROOM) => ({
  senderUsername: DEMO_STUDENT.username,
  chatRoomId,
  chatRoomType: 'PRIVATE' as const,
  receiverUsername: DEMO_TEACHER.username,
  content,
  afterId: 0,
});

const stored = async (content: string) =>
  historyOf(await getDb(), ROOM).filter((message) => message.content === content);

async function connectAsElif(): Promise<void> {
  writeAccessToken(DEMO_TOKENS.student);
  void connectRealtime();
  await vi.waitFor(() => expect(getRealtimeStatus()).toBe('connected'));
}

const stops: Array<() => void> = [];
const gaveUp: OutboxMessage[][] = [];

beforeEach(() => {
  configureMockBroker({ replyDelayMs: null });
  stops.push(onChatOutboxGiveUp((failed) => gaveUp.push([...failed])));
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  gaveUp.length = 0;
  setChatCopyReader(null);
  await disconnectRealtime();
  resetChatOutbox();
  resetMockBroker();
  configureMockBroker();
  await resetDb();
});

describe('chat outbox', () => {
  it('keeps what is written with the socket down and sends it once, in order, on connect', async () => {
    sendChatMessage(outgoing('Birinci'));
    sendChatMessage(outgoing('İkinci'));
    expect(getChatOutbox().map((message) => message.status)).toEqual(['queued', 'queued']);

    await connectAsElif();

    await vi.waitFor(() => expect(getChatOutbox()).toEqual([]));
    const [first] = await stored('Birinci');
    const [second] = await stored('İkinci');
    expect(await stored('Birinci')).toHaveLength(1);
    expect(await stored('İkinci')).toHaveLength(1);
    expect(first!.id).toBeLessThan(second!.id);
    expect(first!.clientId).toMatch(/\S{8,}/);
    expect(gaveUp).toEqual([]);
  });

  it('marks a refused message failed and tells, while the socket stays up', async () => {
    await connectAsElif();
    const statuses: RealtimeStatus[] = [];
    stops.push(onRealtimeStatusChange(() => statuses.push(getRealtimeStatus())));

    sendChatMessage(outgoing('Olmayan oda', 99_999));

    await vi.waitFor(() =>
      expect(getChatOutbox()[0]).toMatchObject({ status: 'failed', failure: 'refused' }),
    );
    expect(gaveUp).toHaveLength(1);
    // The socket is still the same: the next message goes through.
    sendChatMessage(outgoing('Kendi odam'));
    await vi.waitFor(() => expect(getChatOutbox()).toHaveLength(1));
    expect(await stored('Kendi odam')).toHaveLength(1);
    expect(statuses).toEqual([]);
  });

  it('fails what is waiting when the session ends, and tells', () => {
    setRealtimeStatus('connecting');
    sendChatMessage(outgoing('Oturum bitti'));
    setRealtimeStatus('idle');
    expect(getChatOutbox()[0]).toMatchObject({ status: 'failed', failure: 'ended' });
    expect(gaveUp).toEqual([getChatOutbox()]);
  });
});

describe('retry', () => {
  /** A message that failed without a socket (written while connecting, then the session ended). */
  function failedMessage(content: string): OutboxMessage {
    setRealtimeStatus('connecting');
    const message = sendChatMessage(outgoing(content));
    setRealtimeStatus('idle');
    return message;
  }

  const copyOf = (message: OutboxMessage, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
    id: 9999,
    chatRoomId: message.chatRoomId,
    chatRoomType: 'PRIVATE',
    content: message.content,
    senderUsername: message.senderUsername,
    timestamp: new Date().toISOString(),
    clientId: message.clientId,
    ...overrides,
  });

  it('reads the history first and confirms a message the server has, sending nothing', async () => {
    const message = failedMessage('Yankısı kayboldu');
    const reader = vi.fn(() => Promise.resolve([copyOf(message)]));
    setChatCopyReader(reader);

    await retryChatMessage(message.localId);

    expect(reader).toHaveBeenCalledOnce();
    expect(getChatOutbox()).toEqual([]);
  });

  it('falls back to the text for a server that drops the clientId, and never uses one copy twice', async () => {
    const first = failedMessage('Aynı söz');
    const second = failedMessage('Aynı söz');
    setChatCopyReader(() => Promise.resolve([copyOf(first, { clientId: undefined })]));

    await retryChatMessage(first.localId);
    await retryChatMessage(second.localId);

    // The one copy confirmed the first; the second, not in the history, is on its way again (queued: no socket).
    expect(getChatOutbox()).toEqual([expect.objectContaining({ localId: second.localId, status: 'queued' })]);
  });

  it('sends a message the history lacks again, with the same clientId, and the server stores it once', async () => {
    const message = failedMessage('Yeniden');
    setChatCopyReader(() => Promise.resolve([]));
    await retryChatMessage(message.localId);
    expect(getChatOutbox()[0]?.status).toBe('queued');

    await connectAsElif();

    await vi.waitFor(() => expect(getChatOutbox()).toEqual([]));
    expect((await stored('Yeniden')).map((copy) => copy.clientId)).toEqual([message.clientId]);
  });

  it('does nothing for a second press while the first is checking', async () => {
    const message = failedMessage('Bir kez');
    let answer: (copies: ChatMessage[]) => void = () => {};
    const reader = vi.fn(() => new Promise<ChatMessage[]>((resolve) => (answer = resolve)));
    setChatCopyReader(reader);

    const pressed = retryChatMessage(message.localId);
    await retryChatMessage(message.localId);
    answer([copyOf(message)]);
    await pressed;

    expect(reader).toHaveBeenCalledOnce();
    expect(getChatOutbox()).toEqual([]);
  });
});
