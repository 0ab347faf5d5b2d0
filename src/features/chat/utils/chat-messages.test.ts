import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/generated/api/model';
import { counterpartOf, mergeMessages, profileTargetId } from './chat-messages';
import { dayLabel } from './message-days';
import { splitMessageLinks } from './message-links';
import { unconfirmed, type PendingMessage } from './outbox';
import { applyLiveMessage, searchRooms } from './chat-room-list';

const message = (id: number | null, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatRoomId: 1,
  chatRoomType: 'PRIVATE',
  content: `m${id}`,
  senderUsername: 'zeynep',
  timestamp: new Date(Date.UTC(2026, 10, 12, 9, id ?? 0)).toISOString(),
  ...overrides,
});

describe('mergeMessages', () => {
  it('keeps each id once, oldest first, whatever order the copies come in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('dedupes id-less messages by room, sender, time and text', () => {
    const copy = message(null, { content: 'selam' });
    expect(mergeMessages([copy], [{ ...copy }])).toHaveLength(1);
  });
});

describe('profileTargetId', () => {
  it('takes receiverId, else teacherId, else the message id, skipping the viewer', () => {
    expect(profileTargetId(message(9, { receiverId: 4, teacherId: 7 }), 1)).toBe(4);
    expect(profileTargetId(message(9, { receiverId: 1, teacherId: 7 }), 1)).toBe(7);
    expect(profileTargetId(message(9, { receiverId: null, teacherId: null }), 1)).toBe(9);
    expect(profileTargetId(message(null, { receiverId: 1, teacherId: 1 }), 1)).toBeNull();
  });
});

describe('counterpartOf', () => {
  it('names the receiver of an own message', () => {
    const own = message(1, {
      senderUsername: 'elif',
      receiverUsername: 'zeynep',
      receiverName: 'Zeynep',
      receiverSurname: 'Çelik',
    });
    expect(counterpartOf([own], 'elif')).toEqual({ username: 'zeynep', name: 'Zeynep Çelik' });
  });
});

describe('dayLabel', () => {
  const now = new Date('2026-11-23T21:30:00Z'); // 00:30 on 24 November in Istanbul
  it('says Bugün and Dün by the Istanbul calendar, and the full Turkish date before that', () => {
    expect(dayLabel('2026-11-23T21:10:00Z', now)).toEqual({ kind: 'today' });
    expect(dayLabel('2026-11-23T20:50:00Z', now)).toEqual({ kind: 'yesterday' });
    expect(dayLabel('2026-11-12T10:00:00Z', now)).toEqual({ kind: 'date', text: '12 Kasım 2026' });
  });
});

describe('splitMessageLinks', () => {
  it('links http and https addresses only, without trailing punctuation', () => {
    expect(splitMessageLinks('bak: https://ornek.com/a?b=1. sonra')).toEqual([
      { kind: 'text', text: 'bak: ' },
      { kind: 'link', text: 'https://ornek.com/a?b=1', href: 'https://ornek.com/a?b=1' },
      { kind: 'text', text: '. sonra' },
    ]);
    expect(splitMessageLinks('javascript:alert(1) <b>x</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <b>x</b>' },
    ]);
  });
});

describe('unconfirmed', () => {
  const pending = (
    localId: number,
    content: string,
    overrides: Partial<PendingMessage> = {},
  ): PendingMessage => ({
    localId,
    clientId: `c${localId}`,
    senderUsername: 'elif',
    chatRoomId: 1,
    chatRoomType: 'PRIVATE',
    receiverUsername: 'zeynep',
    content,
    createdAt: '2026-11-12T10:00:00Z',
    afterId: 5,
    status: 'sending',
    ...overrides,
  });

  it('lets each server copy confirm one pending message, in order', () => {
    const waiting = [pending(1, 'tamam'), pending(2, 'tamam')];
    const copies = [message(6, { senderUsername: 'elif', content: 'tamam' })];
    expect(unconfirmed(waiting, copies, 'elif').map((p) => p.localId)).toEqual([2]);
  });

  it('ignores older own messages with the same text and other people’s', () => {
    const copies = [
      message(4, { senderUsername: 'elif', content: 'tamam' }),
      message(7, { senderUsername: 'zeynep', content: 'tamam' }),
    ];
    expect(unconfirmed([pending(1, 'tamam')], copies, 'elif')).toHaveLength(1);
  });

  it('confirms a new conversation’s message by the receiver, in the room the server made', () => {
    const first = pending(1, 'merhaba', { chatRoomId: 0, afterId: 0 });
    const copy = message(40, {
      chatRoomId: 12,
      senderUsername: 'elif',
      content: 'merhaba',
      receiverUsername: 'zeynep',
    });
    expect(unconfirmed([first], [copy], 'elif')).toEqual([]);
  });

  it('matches a copy that carries a clientId to that message only, whatever its text or order', () => {
    const waiting = [pending(1, 'tamam'), pending(2, 'tamam')];
    const copies = [message(6, { senderUsername: 'elif', content: 'tamam', clientId: 'c2' })];
    expect(unconfirmed(waiting, copies, 'elif').map((p) => p.localId)).toEqual([1]);
    // A copy of a message no longer waiting (confirmed before) confirms nothing else.
    const stray = [message(7, { senderUsername: 'elif', content: 'tamam', clientId: 'c9' })];
    expect(unconfirmed(waiting, stray, 'elif').map((p) => p.localId)).toEqual([1, 2]);
  });

  it('leaves out the messages another user wrote on this browser', () => {
    expect(unconfirmed([pending(1, 'tamam', { senderUsername: 'ayse' })], [], 'elif')).toEqual([]);
  });
});

describe('rooms', () => {
  const rooms = [
    {
      chatRoomId: 1,
      displayName: 'Işıl Çelik',
      displayUsername: 'isil',
      unreadCount: 0,
      chatRoomType: 'PRIVATE' as const,
    },
    {
      chatRoomId: 2,
      displayName: 'İrem Ak',
      displayUsername: 'irem',
      unreadCount: 1,
      chatRoomType: 'PRIVATE' as const,
    },
  ];

  it('searches Turkish-folded, every word of the term in the name or username', () => {
    expect(searchRooms(rooms, 'IŞIL').map((r) => r.chatRoomId)).toEqual([1]);
    expect(searchRooms(rooms, 'irem').map((r) => r.chatRoomId)).toEqual([2]);
    expect(searchRooms(rooms, 'IREM').map((r) => r.chatRoomId)).toEqual([2]);
    expect(searchRooms(rooms, 'ak irem').map((r) => r.chatRoomId)).toEqual([2]);
    expect(searchRooms(rooms, ' ').map((r) => r.chatRoomId)).toEqual([1, 2]);
  });

  it('moves the room of a live message to the top with its text, counting it unread unless asked not to', () => {
    const next = applyLiveMessage(rooms, { chatRoomId: 1, content: 'yeni' }, { countsAsUnread: true })!;
    expect(next.map((r) => [r.chatRoomId, r.lastMessage, r.unreadCount])).toEqual([
      [1, 'yeni', 1],
      [2, undefined, 1],
    ]);
    expect(applyLiveMessage(rooms, { chatRoomId: 9, content: 'x' }, { countsAsUnread: true })).toBeNull();
  });

  it('dates the room by the live message, so its time shows and the order holds after a refetch', () => {
    const timestamp = '2026-11-23T10:00:00Z';
    const [first] = applyLiveMessage(
      rooms,
      { chatRoomId: 2, content: 'yeni', timestamp },
      { countsAsUnread: false },
    )!;
    expect(first).toMatchObject({ chatRoomId: 2, lastMessageAt: timestamp });
  });
});
