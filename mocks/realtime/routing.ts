import { subscribeDestinations } from '../../src/generated/realtime/channels';
import { isTestRun } from '../db/env';
import { onDbEvent } from '../db/events';
import { membersOf } from '../db/services/chat';
import { getDb } from '../db/store';
import { toChatMessage } from '../db/views/chat';
import { toNotification } from '../db/views/requests';
import { deliver } from './registry';
import { openTabRelay, TAB_RELAY_CHANNEL, type BrokerEvent, type TabRelay } from './tab-relay';

/*
 * From domain events to MESSAGE frames. The db services raise 'message' and 'notification' whenever something
 * happens, whether an HTTP handler, the broker (a SEND) or a simulated counterpart caused it; this module turns
 * each into the contract's payload and delivers it here and, through the tab relay, in the other tabs.
 *
 * /topic/messages is filtered per member: a chat message reaches only the sessions of the room's members (the
 * sender's own sessions included, so every tab of the sender shows it). The real server's behaviour is not
 * known; broadcasting every room's messages to every signed-in user would leak private chats, so the mock
 * takes the safe reading, and a client must filter by chatRoomId either way.
 */

export const MESSAGES_TOPIC = subscribeDestinations.messages.destination({});
export const notificationsTopic = (userId: number | string): string =>
  subscribeDestinations.notifications.destination({ userId });
export const chatRoomsTopic = (userId: number | string): string =>
  subscribeDestinations.chatRooms.destination({ userId });

/** Delivers an event to the subscribers of this tab; returns how many MESSAGE frames went out. */
export function deliverEvent(event: BrokerEvent): number {
  if (event.kind === 'message') {
    const members = new Set(event.memberIds);
    return deliver(MESSAGES_TOPIC, event.message, (user) => members.has(user.id));
  }
  if (event.kind === 'room') {
    // Each user hears of their own rooms only, on their own destination.
    return event.userIds.reduce(
      (sent, userId) => sent + deliver(chatRoomsTopic(userId), event.event, (user) => user.id === userId),
      0,
    );
  }
  return deliver(notificationsTopic(event.userId), event.notification, (user) => user.id === event.userId);
}

let relay: TabRelay | null = null;

/** Relays events between tabs on `name` (default: on in a browser, off in vitest and Node); null stops it. */
export function setTabRelayChannel(name: string | null): void {
  relay?.close();
  relay = name === null ? null : openTabRelay(name, deliverEvent);
}

function publish(event: BrokerEvent): void {
  deliverEvent(event);
  relay?.post(event);
}

let routing = false;

/** Subscribes the broker to the db's domain events, once per module instance. */
export function startEventRouting(): void {
  if (routing) return;
  routing = true;
  if (typeof window !== 'undefined' && !isTestRun()) setTabRelayChannel(TAB_RELAY_CHANNEL);
  // The services hold the db already; getDb() is resolved by then and only costs a microtask, in order.
  onDbEvent('message', ({ message }) => {
    void getDb().then((db) =>
      publish({
        kind: 'message',
        message: toChatMessage(db, message),
        memberIds: membersOf(db, message.chatRoomId),
      }),
    );
  });
  onDbEvent('room', ({ chatRoomId, change, userIds }) => {
    void getDb().then(() => publish({ kind: 'room', event: { type: change, chatRoomId }, userIds }));
  });
  onDbEvent('notification', ({ notification }) => {
    void getDb().then(() =>
      publish({
        kind: 'notification',
        notification: toNotification(notification),
        userId: notification.userId,
      }),
    );
  });
}
