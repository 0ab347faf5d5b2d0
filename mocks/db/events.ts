import type { ChatMessageRecord, NotificationRecord } from './schema';

/** What happened to a room for some users: they joined it, it changed, or they are no longer in it. */
export type RoomChange = 'ADDED' | 'UPDATED' | 'REMOVED';

/*
 * Domain events of the mock backend, for whoever pushes them to clients (the mock STOMP broker publishes a new
 * notification on /topic/notifications/{userId}, a new message on /topic/messages and a group's membership
 * change on /topic/chat-rooms/{userId}). Raised by the services
 * in mocks/db/services, whether the change came from an HTTP handler or from the broker itself; never by the
 * seed or by a reset.
 */
export interface DbEventMap {
  notification: { notification: NotificationRecord };
  message: { message: ChatMessageRecord };
  room: { chatRoomId: number; change: RoomChange; userIds: number[] };
}

type Listener<K extends keyof DbEventMap> = (payload: DbEventMap[K]) => void;

const listeners: { [K in keyof DbEventMap]: Set<Listener<K>> } = {
  notification: new Set(),
  message: new Set(),
  room: new Set(),
};

/** Subscribes to a domain event; returns the unsubscribe function. */
export function onDbEvent<K extends keyof DbEventMap>(type: K, listener: Listener<K>): () => void {
  listeners[type].add(listener);
  return () => listeners[type].delete(listener);
}

export function emitDbEvent<K extends keyof DbEventMap>(type: K, payload: DbEventMap[K]): void {
  for (const listener of listeners[type]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`[mock-db] a "${type}" listener failed`, error);
    }
  }
}
