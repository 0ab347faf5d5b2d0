import { describe, expect, it, vi } from 'vitest';
import type { DbPersistence, DbSnapshot } from './persistence';

/*
 * Two browser tabs share the mock db: each tab runs its own copy of this module (its own in-memory db), and
 * they meet in one saved snapshot. Here each "tab" is a fresh module instance over one shared storage whose
 * lock runs one task at a time, as the Web Lock does across tabs.
 */

function sharedStorage() {
  let saved: DbSnapshot | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const persistence: DbPersistence = {
    load: () => Promise.resolve(saved ? structuredClone(saved) : null),
    save: (snapshot) => {
      saved = structuredClone(snapshot);
      return Promise.resolve();
    },
    subscribe: () => () => {},
    loadRevision: () => Promise.resolve(saved?.revision ?? 0),
    exclusive: <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return { persistence, saved: () => saved };
}

async function openTab(persistence: DbPersistence) {
  vi.resetModules();
  const store = await import('./store');
  const chat = await import('./services/chat');
  store.configureDbPersistence(persistence);
  await store.getDb();
  return { ...store, ...chat };
}

describe('mock db shared by two tabs', () => {
  it('keeps both of two messages sent at the same moment from two tabs, each under its own id', async () => {
    const storage = sharedStorage();
    const first = await openTab(storage.persistence);
    const second = await openTab(storage.persistence);
    const before = storage.saved()!.data.chatMessages.length;

    const [a, b] = await Promise.all([
      first.transact((db) => first.postMessage(db, { chatRoomId: 1, senderId: 51, content: 'Sekme bir' })),
      second.transact((db) => second.postMessage(db, { chatRoomId: 1, senderId: 51, content: 'Sekme iki' })),
    ]);

    expect(a.id).not.toBe(b.id);
    const saved = storage.saved()!.data.chatMessages;
    expect(saved).toHaveLength(before + 2);
    expect(saved.filter((message) => message.content.startsWith('Sekme')).map((m) => m.content)).toEqual([
      'Sekme bir',
      'Sekme iki',
    ]);
    // Each tab's next change starts from the newest copy: the first tab sees the second tab's message.
    const count = await first.transact((db) => db.chatMessages.count());
    expect(count).toBe(before + 2);
  });
});
