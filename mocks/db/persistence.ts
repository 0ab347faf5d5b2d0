import type { DbData } from './collections';
import { isTestRun } from './env';

export interface DbSnapshot {
  version: number;
  data: DbData;
  /** Bumped by every save of any tab; a tab whose copy is older loads the snapshot before it changes anything. */
  revision?: number;
}

export interface DbPersistence {
  load(): Promise<DbSnapshot | null>;
  save(snapshot: DbSnapshot): Promise<void>;
  /** Calls back when another tab saved; returns an unsubscribe function. */
  subscribe(onExternalSave: (snapshot: DbSnapshot) => void | Promise<void>): () => void;
  /** The revision of the saved snapshot, read without the snapshot itself (0 when none). */
  loadRevision?(): Promise<number>;
  /**
   * Runs `task` while no other tab (nor another task of this tab) runs one: the one-writer lock of the tabs
   * sharing this db (see docs/decisions/2026-11-26-mock-db-tabs.md).
   */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
}

/*
 * The browser keeps the mock database in IndexedDB (database `mock-db`, one snapshot under the key `current`,
 * versioned by DB_VERSION in mocks/db/store.ts, and its revision under `revision`), not in localStorage: the
 * app empties localStorage when a session cannot be renewed, which would silently wipe every account
 * registered against the mock. Tabs share it with one writer at a time: every change runs under the Web Lock
 * `mock-db-writer`, first loads the snapshot if another tab saved a newer revision, and saves before it lets go
 * (store.ts `transact`); a save is announced on a BroadcastChannel so idle tabs catch up too.
 */
/** The IndexedDB database, and the BroadcastChannel on which every save is announced (`'saved'`). */
export const DB_NAME = 'mock-db';
const STORE = 'snapshots';
const KEY = 'current';
const REVISION_KEY = 'revision';
/** The Web Lock every tab takes to change the db: one writer at a time, across tabs. */
export const DB_LOCK = 'mock-db-writer';

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

  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;

  return {
    load,
    async save(snapshot) {
      const database = await open();
      // The snapshot and its revision in one transaction: a reader never sees one without the other.
      const transaction = database.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      store.put(snapshot, KEY);
      store.put(snapshot.revision ?? 0, REVISION_KEY);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB save failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB save aborted'));
      });
      channel?.postMessage('saved');
    },
    async loadRevision() {
      const database = await open();
      const value: unknown = await request(database.transaction(STORE).objectStore(STORE).get(REVISION_KEY));
      return typeof value === 'number' ? value : 0;
    },
    subscribe(onExternalSave) {
      if (!channel) return () => {};
      const listener = () => {
        void load().then((snapshot) => (snapshot ? onExternalSave(snapshot) : undefined));
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    // Without Web Locks (an old browser) tabs fall back to the last-save-wins sharing of before.
    exclusive: locks
      ? async <T>(task: () => Promise<T>): Promise<T> => {
          let result: { value: T } | undefined;
          await locks.request(DB_LOCK, async () => {
            result = { value: await task() };
          });
          return result!.value;
        }
      : undefined,
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
