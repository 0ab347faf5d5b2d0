import type { DbData } from './collections';
import { isTestRun } from './env';

export interface DbSnapshot {
  version: number;
  data: DbData;
}

export interface DbPersistence {
  load(): Promise<DbSnapshot | null>;
  save(snapshot: DbSnapshot): Promise<void>;
  /** Calls back when another tab saved; returns an unsubscribe function. */
  subscribe(onExternalSave: (snapshot: DbSnapshot) => void | Promise<void>): () => void;
}

/*
 * The browser keeps the mock database in IndexedDB (database `mock-db`, one snapshot under the key `current`,
 * versioned by DB_VERSION in mocks/db/store.ts), not in localStorage: the app empties localStorage when a
 * session cannot be renewed, which would silently wipe every account registered against the
 * mock. Other tabs hear about a save on a BroadcastChannel and reload the snapshot, so two tabs share one db.
 */
/** The IndexedDB database, and the BroadcastChannel on which every save is announced (`'saved'`). */
export const DB_NAME = 'mock-db';
const STORE = 'snapshots';
const KEY = 'current';

/** IndexedDB in a real browser; nothing (in memory only) under vitest and in Node. */
export function autoPersistence(): DbPersistence | null {
  if (typeof indexedDB === 'undefined' || isTestRun()) return null;
  return indexedDbPersistence();
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function indexedDbPersistence(): DbPersistence {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise((resolve, reject) => {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
    });
    return opened;
  };
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DB_NAME);

  const load = async (): Promise<DbSnapshot | null> => {
    const database = await open();
    const value: unknown = await request(database.transaction(STORE).objectStore(STORE).get(KEY));
    return (value as DbSnapshot | undefined) ?? null;
  };

  return {
    load,
    async save(snapshot) {
      const database = await open();
      await request(database.transaction(STORE, 'readwrite').objectStore(STORE).put(snapshot, KEY));
      channel?.postMessage('saved');
    },
    subscribe(onExternalSave) {
      if (!channel) return () => {};
      const listener = () => {
        void load().then((snapshot) => (snapshot ? onExternalSave(snapshot) : undefined));
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}

/** For tests and tools: a persistence that keeps the last snapshot in a variable. */
export function memoryPersistence(
  initial: DbSnapshot | null = null,
): DbPersistence & { saved: DbSnapshot | null } {
  const state = {
    saved: initial,
    load: () => Promise.resolve(state.saved ? structuredClone(state.saved) : null),
    save: (snapshot: DbSnapshot) => {
      state.saved = structuredClone(snapshot);
      return Promise.resolve();
    },
    subscribe: () => () => {},
  };
  return state;
}
