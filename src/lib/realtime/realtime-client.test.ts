import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { startTestBroker, type TestBroker } from '../../../tests/support/stomp-test-broker';
import type { ChatMessage, Notification } from '../../generated/realtime/channels';
import { writeAccessToken } from '../api/session-storage';
import {
  connectRealtime,
  disconnectRealtime,
  onPublishRefused,
  publish,
  publishWithReceipt,
  subscribe,
} from './realtime-client';
import { RECONNECT_DELAY_MS } from './realtime-config';
import { getRealtimeStatus, onRealtimeStatusChange } from './realtime-status';

const chatMessage = {
  id: 981,
  chatRoomId: 3,
  content: 'Merhaba hocam, bu hafta perşembe ders yapabilir miyiz?',
  senderUsername: 'elifdemir',
  timestamp: '2026-11-20T15:42:00Z',
};

let broker: TestBroker;
const unsubscribes: Array<() => void> = [];

async function connected(): Promise<void> {
  void connectRealtime();
  await vi.waitFor(() => expect(getRealtimeStatus()).toBe('connected'));
}

/** Lets sockets, XHRs and microtasks run without touching (possibly fake) timers. */
async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  broker = startTestBroker();
});

afterEach(async () => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  await disconnectRealtime();
  vi.useRealTimers();
});

describe('connecting', () => {
  it('sends CONNECT with the stored bearer token', async () => {
    writeAccessToken('token-abc');
    await connected();

    const [connect] = broker.frames();
    expect(connect?.command).toBe('CONNECT');
    expect(connect?.headers).toMatchObject({
      Authorization: 'Bearer token-abc',
      'accept-version': '1.2,1.1,1.0',
      'heart-beat': '10000,10000',
    });
  });

  it('sends CONNECT without an Authorization header when there is no token', async () => {
    await connected();

    const [connect] = broker.frames();
    expect(connect?.command).toBe('CONNECT');
    expect(connect?.headers).not.toHaveProperty('Authorization');
  });

  it('stops, and reports idle, on disconnect', async () => {
    await connected();
    await disconnectRealtime();

    expect(getRealtimeStatus()).toBe('idle');
    await vi.waitFor(() => expect(broker.frames().at(-1)?.command).toBe('DISCONNECT'));
  });
});

describe('subscribe', () => {
  it('delivers a MESSAGE on /topic/messages as a parsed, typed payload', async () => {
    const handler = vi.fn((message: ChatMessage) => {
      expectTypeOf(message).toEqualTypeOf<ChatMessage>();
    });
    // Asked for before the socket is up: it is established on connect.
    unsubscribes.push(subscribe('messages', {}, handler));
    await connected();
    await vi.waitFor(() => expect(broker.frames().map((f) => f.command)).toContain('SUBSCRIBE'));

    expect(broker.deliver('/topic/messages', JSON.stringify(chatMessage))).toBe(1);

    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    // chatRoomType has a default in the contract; absent fields stay absent.
    expect(handler).toHaveBeenCalledWith({ ...chatMessage, chatRoomType: 'PRIVATE' });
  });

  it('subscribes to the user’s own notification topic', async () => {
    await connected();
    const handler = vi.fn((notification: Notification) => notification);
    unsubscribes.push(subscribe('notifications', { userId: 7 }, handler));

    await vi.waitFor(() =>
      expect(broker.frames().find((f) => f.command === 'SUBSCRIBE')?.headers.destination).toBe(
        '/topic/notifications/7',
      ),
    );
    broker.deliver(
      '/topic/notifications/7',
      JSON.stringify({ id: 55, type: 'SYSTEM', title: 'Hoş geldiniz', read: false }),
    );
    await vi.waitFor(() =>
      expect(handler).toHaveBeenCalledWith({ id: 55, type: 'SYSTEM', title: 'Hoş geldiniz', read: false }),
    );
  });

  it('ignores malformed messages without throwing, and keeps listening', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    unsubscribes.push(subscribe('messages', {}, handler));
    await connected();
    await vi.waitFor(() => expect(broker.frames().map((f) => f.command)).toContain('SUBSCRIBE'));

    broker.deliver('/topic/messages', '{ not json');
    broker.deliver('/topic/messages', JSON.stringify({ content: 'no room id' }));
    broker.deliver('/topic/messages', JSON.stringify(chatMessage));

    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ chatRoomId: 3 }));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(getRealtimeStatus()).toBe('connected');
  });

  it('sends UNSUBSCRIBE and stops delivering after unsubscribe', async () => {
    const handler = vi.fn();
    const unsubscribe = subscribe('messages', {}, handler);
    await connected();
    await vi.waitFor(() => expect(broker.frames().map((f) => f.command)).toContain('SUBSCRIBE'));

    unsubscribe();

    await vi.waitFor(() => expect(broker.frames().map((f) => f.command)).toContain('UNSUBSCRIBE'));
    expect(broker.deliver('/topic/messages', JSON.stringify(chatMessage))).toBe(0);
  });
});

describe('publish', () => {
  const message = { chatRoomId: 3, content: 'Perşembe 19.00 olur mu?', senderUsername: 'elifdemir' };

  it('sends a SEND frame with the JSON payload to /app/send', async () => {
    await connected();

    expect(publish('send', { ...message, receiverUsername: 'zeynepcelik' })).toBe(true);

    await vi.waitFor(() => expect(broker.frames().map((f) => f.command)).toContain('SEND'));
    const send = broker.frames().find((f) => f.command === 'SEND');
    expect(send?.headers).toMatchObject({ destination: '/app/send', 'content-type': 'application/json' });
    expect(JSON.parse(send?.body ?? '')).toEqual({
      ...message,
      chatRoomType: 'PRIVATE',
      receiverUsername: 'zeynepcelik',
    });
  });

  it('refuses an invalid payload and reports a closed socket', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(publish('send', message)).toBe(false); // not connected yet

    await connected();
    expect(publish('send', { ...message, content: '' })).toBe(false);
    // @ts-expect-error chatRoomId is a number in the contract
    expect(publish('send', { ...message, chatRoomId: '3' })).toBe(false);

    await settle();
    expect(broker.frames().map((f) => f.command)).not.toContain('SEND');
  });
});

describe('an ERROR frame on a working session', () => {
  it('names the refused frame by its receipt and comes back at once, without reporting a lost connection', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await connected();
    const refused: string[] = [];
    unsubscribes.push(onPublishRefused((receipt) => refused.push(receipt)));
    const statuses: string[] = [];
    unsubscribes.push(onRealtimeStatusChange(() => statuses.push(getRealtimeStatus())));

    const sent = {
      chatRoomId: 99,
      content: 'Olmaz',
      senderUsername: 'elifdemir',
      chatRoomType: 'PRIVATE',
    } as const;
    expect(publishWithReceipt('send-1', 'send', sent)).toBe(true);
    await vi.waitFor(() => expect(broker.frames().find((f) => f.command === 'SEND')).toBeDefined());
    expect(broker.frames().find((f) => f.command === 'SEND')?.headers.receipt).toBe('send-1');
    const first = broker.connections[0]!;
    first.send({ command: 'ERROR', headers: { message: 'Access denied', 'receipt-id': 'send-1' }, body: '' });
    // STOMP: the server closes the connection after ERROR.
    await vi.waitFor(() => expect(refused).toEqual(['send-1']));
    first.close();

    await vi.waitFor(() => expect(broker.connections).toHaveLength(2), { timeout: 2000 });
    await vi.waitFor(() => expect(getRealtimeStatus()).toBe('connected'));
    expect(statuses).toEqual(['connecting', 'connected']);
  });
});

describe('reconnecting', () => {
  it('waits 5 s by default', () => {
    expect(RECONNECT_DELAY_MS).toBe(5000);
  });

  it('reconnects 5 s after the server drops the socket, with a fresh token and the same subscriptions', async () => {
    writeAccessToken('first');
    const handler = vi.fn();
    unsubscribes.push(subscribe('messages', {}, handler));
    await connected();
    await vi.waitFor(() => expect(broker.connections[0]?.subscriptions.size).toBe(1));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writeAccessToken('second');
    broker.dropConnection();
    await vi.waitFor(async () => {
      await settle(1);
      expect(getRealtimeStatus()).toBe('disconnected');
    });

    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    await settle();
    expect(broker.connections).toHaveLength(1);

    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(getRealtimeStatus()).toBe('connected'));

    const second = broker.connections[1];
    expect(second?.frames[0]?.headers.Authorization).toBe('Bearer second');
    await vi.waitFor(() => expect([...(second?.subscriptions.values() ?? [])]).toEqual(['/topic/messages']));
    broker.deliver('/topic/messages', JSON.stringify(chatMessage));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });
});
