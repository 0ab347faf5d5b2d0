import {
  COLLECTION_NAMES,
  createCollections,
  type CollectionName,
  type Db,
  type DbData,
} from './collections';
import { autoPersistence, type DbPersistence } from './persistence';
import { seedNowAt } from './demo';
import { buildSeed, DEFAULT_SEED } from './seed';
import { resetMockClock } from './clock';

/**
 * The one mock database, shared by the browser worker, the vitest server and the standalone server.
 *
 * - `getDb()` resolves once the database is loaded: from persistence (browser: IndexedDB) when a snapshot of
 *   the current DB_VERSION exists, else from the deterministic seed.
 * - `resetDb()` puts the seed back (or the given data) and saves it. It is a no-op while the db still holds
 *   the untouched default seed, so a test setup can call it after every test.
 * - `nextId(name)` hands out ids synchronously, so two concurrent requests never get the same one.
 * - `transact(task)` runs a change as the one writer among the browser tabs that share the db (see below).
 */
export const DB_VERSION = 4;

const db: Db = createCollections();
const counters = new Map<CollectionName, number>();
let ready: Promise<Db> | undefined;
let dirty = false;
let loading = false;
let persistence: DbPersistence | null | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The revision of the snapshot this tab's copy was loaded from or last saved as. */
let revision = 0;
/** Changes so far (a transaction saves when it made any). */
let changes = 0;
/** While a transaction runs, its changes are saved when it ends, not after the debounce. */
let inTransaction = false;
let seedCache: { seed: number; now: string; teachers?: number; data: DbData } | undefined;
/** The seed's teacher count when set (configureSeedSize); the default seed's 60 otherwise. */
let seedTeachers: number | undefined;

/** The seed dated relative to the seeding day (seedNowAt), so the demo data never goes stale. */
function seedData(seed = DEFAULT_SEED): DbData {
  const now = seedNowAt(Date.now());
  const teachers = seedTeachers;
  if (seedCache?.seed !== seed || seedCache.now !== now || seedCache.teachers !== teachers)
    seedCache = { seed, now, teachers, data: buildSeed({ seed, now, teachers }) };
  return structuredClone(seedCache.data);
}

/**
 * A bigger seed for every later seeding and reset: `teachers` in all, generated ones added after the default
 * seed's (the standalone server's `--teachers`, for the directory bench). Call before the first getDb().
 */
export function configureSeedSize({ teachers }: { teachers?: number }): void {
  seedTeachers = teachers;
}

function save(): Promise<void> {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  revision += 1;
  return persistence?.save({ version: DB_VERSION, data: snapshotDb(), revision }) ?? Promise.resolve();
}

function markChanged(): void {
  if (loading) return;
  dirty = true;
  changes += 1;
  if (!persistence || inTransaction) return;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void exclusive(save), 50);
}

const exclusive = <T>(task: () => Promise<T>): Promise<T> => persistence?.exclusive?.(task) ?? task();

/** Loads the saved snapshot when another tab saved a newer one than this tab's copy (call under the lock). */
async function catchUp(): Promise<void> {
  if (!persistence?.loadRevision) return;
  const stored = await persistence.loadRevision();
  if (stored <= revision) return;
  const snapshot = await persistence.load();
  if (snapshot?.version !== DB_VERSION) return;
  await load(snapshot.data);
  revision = snapshot.revision ?? stored;
}

/**
 * Runs a change of the db as the one writer among the tabs that share it: under the tabs' lock, on a copy
 * brought up to the newest saved revision first, and saved before the lock is let go. So two tabs writing at
 * the same moment (two messages sent back to back) are applied one after the other to one db, and neither is
 * lost or numbered like the other. Without persistence (vitest, Node) it just runs. Not re-entrant: a task
 * must not call transact again.
 */
export async function transact<T>(task: (db: Db) => Promise<T> | T): Promise<T> {
  const current = await getDb();
  if (!persistence?.exclusive) return task(current);
  return exclusive(async () => {
    await catchUp();
    const before = changes;
    inTransaction = true;
    try {
      return await task(current);
    } finally {
      inTransaction = false;
      if (changes !== before) await save();
    }
  });
}

// A change made just before the page goes away is saved at once instead of after the debounce.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) void save();
  });
}

for (const name of COLLECTION_NAMES) {
  const hooks = db[name].hooks;
  hooks.on('create', markChanged);
  hooks.on('update', markChanged);
  hooks.on('delete', markChanged);
}

/** Replaces the whole content of the database. Does not count as a change (nothing is saved). */
async function load(data: DbData): Promise<void> {
  loading = true;
  try {
    for (const name of COLLECTION_NAMES) {
      const collection = db[name] as unknown as { clear(): void; create(value: unknown): Promise<unknown> };
      collection.clear();
      // `?? []`: a saved db of this version from before a collection existed still loads (the new one empty).
      const records: Array<{ id: number }> = data[name] ?? [];
      for (const record of records) await collection.create(record);
      counters.set(
        name,
        records.reduce((max, record) => Math.max(max, record.id), 0),
      );
    }
  } finally {
    loading = false;
  }
}

async function init(): Promise<Db> {
  persistence ??= autoPersistence();
  const saved = await persistence?.load().catch(() => null);
  if (saved?.version === DB_VERSION) {
    await load(saved.data);
    revision = saved.revision ?? 0;
  } else {
    await load(seedData());
    await save();
  }
  dirty = false;
  persistence?.subscribe(async (snapshot) => {
    if (snapshot.version !== DB_VERSION) return;
    // With the lock: wait for this tab's own change in progress, then load only what is newer.
    if (persistence?.exclusive) await exclusive(catchUp);
    else await load(snapshot.data);
  });
  return db;
}

export function getDb(): Promise<Db> {
  ready ??= init();
  return ready;
}

export interface ResetOptions {
  /** Another faker seed than the default one. */
  seed?: number;
  /** Load this content instead of a seed (scenarios: an empty market, a crowded inbox...). */
  data?: DbData;
}

export async function resetDb(options: ResetOptions = {}): Promise<Db> {
  // A fresh db starts at the real time again (tests moved the mock clock for the previous one).
  resetMockClock();
  await getDb();
  if (!dirty && options.seed === undefined && options.data === undefined) return db;
  clearTimeout(saveTimer);
  saveTimer = undefined;
  await exclusive(async () => {
    if (persistence?.loadRevision) revision = Math.max(revision, await persistence.loadRevision());
    await load(options.data ? structuredClone(options.data) : seedData(options.seed));
    // Anything but the default seed counts as changed, so the next plain resetDb() brings the seed back.
    dirty = options.data !== undefined || (options.seed !== undefined && options.seed !== DEFAULT_SEED);
    await save();
  });
  return db;
}

/** A plain-data copy of everything in the database. */
export function snapshotDb(): DbData {
  const entries = COLLECTION_NAMES.map((name) => [name, db[name].all().map((record) => ({ ...record }))]);
  return structuredClone(Object.fromEntries(entries)) as DbData;
}

export function nextId(name: CollectionName): number {
  const id = (counters.get(name) ?? 0) + 1;
  counters.set(name, id);
  return id;
}

/** Chooses where the database is saved: `null` keeps it in memory only. Call before the first getDb(). */
export function configureDbPersistence(next: DbPersistence | null): void {
  persistence = next;
}
