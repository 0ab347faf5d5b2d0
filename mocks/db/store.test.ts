import { describe, expect, it, vi } from 'vitest';
import { DEMO_TEACHER, seedNowAt } from './demo';
import { memoryPersistence } from './persistence';
import { configureDbPersistence, DB_VERSION, getDb, nextId, resetDb, snapshotDb } from './store';
import { buildSeed } from './seed';
import { emptyDbData } from './collections';

// Before the first getDb() of this file: saves go to a variable instead of IndexedDB.
const persistence = memoryPersistence();
configureDbPersistence(persistence);

describe('mock db store', () => {
  it('starts from the seed and saves it', async () => {
    const db = await getDb();
    expect(snapshotDb()).toEqual(buildSeed({ now: seedNowAt(Date.now()) }));
    expect(persistence.saved).toMatchObject({ version: DB_VERSION });
    expect(db.users.findFirst((q) => q.where({ id: DEMO_TEACHER.id }))?.username).toBe(DEMO_TEACHER.username);
  });

  it('saves changes shortly after they happen, and resetDb puts the seed back', async () => {
    const db = await getDb();
    await db.users.update((q) => q.where({ id: DEMO_TEACHER.id }), {
      data: (u) => void (u.name = 'Değişti'),
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(persistence.saved?.data.users.find((u) => u.id === DEMO_TEACHER.id)?.name).toBe('Değişti');

    await resetDb();
    expect(db.users.findFirst((q) => q.where({ id: DEMO_TEACHER.id }))?.name).toBe('Zeynep');
    expect(persistence.saved?.data.users.find((u) => u.id === DEMO_TEACHER.id)?.name).toBe('Zeynep');
  });

  it('hands out ids after the largest loaded one, and loads other data on request', async () => {
    await resetDb();
    expect(nextId('announcements')).toBe(151);
    expect(nextId('announcements')).toBe(152);
    const db = await resetDb({ data: emptyDbData() });
    expect(db.users.count()).toBe(0);
    expect(nextId('users')).toBe(1);
    await resetDb();
    expect(db.users.count()).toBe(100);
  });

  it('rejects a record that does not fit its schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // @msw/data prints the schema issues
    const db = await getDb();
    await expect(db.reviews.create({ ...buildSeed().reviews[0]!, id: 9999, rating: 9 })).rejects.toThrow();
  });
});
