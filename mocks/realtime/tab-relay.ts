import { z } from 'zod';
import {
  chatMessageSchema,
  chatRoomEventSchema,
  notificationSchema,
} from '../../src/generated/realtime/channels';

/*
 * Two tabs of one mock session: each tab runs its own MSW client, broker and in-memory db. The db already
 * follows the other tabs (mocks/db/persistence.ts reloads the IndexedDB snapshot another tab saved), but a
 * reload raises no domain events, so the sockets of the other tabs would never hear about a new message.
 * The tab that stored a message or a notification therefore posts the rendered event here, with whom it is
 * for; every other tab delivers it to its own subscribers and stores nothing (the db sync does that).
 */
export const TAB_RELAY_CHANNEL = 'mock-stomp';

const brokerEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: chatMessageSchema, memberIds: z.array(z.int()) }),
  z.object({ kind: z.literal('notification'), notification: notificationSchema, userId: z.int() }),
  z.object({ kind: z.literal('room'), event: chatRoomEventSchema, userIds: z.array(z.int()) }),
]);

/** Something a STOMP subscriber should hear about, rendered as the contract's payload, with its audience. */
export type BrokerEvent = z.input<typeof brokerEventSchema>;

export interface TabRelay {
  post(event: BrokerEvent): void;
  close(): void;
}

/** Opens the relay on a BroadcastChannel, or returns null where there is none. */
export function openTabRelay(name: string, onRemoteEvent: (event: BrokerEvent) => void): TabRelay | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  // Node (vitest, the standalone server): an open channel must not keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const parsed = brokerEventSchema.safeParse(event.data);
    if (parsed.success) onRemoteEvent(parsed.data);
    else console.warn('[mock-stomp] ignored a malformed event from another tab', parsed.error.issues);
  });
  return {
    post: (event) => channel.postMessage(event),
    close: () => channel.close(),
  };
}
