import { z } from 'zod';

/** The product's storage entries; the auth entry keeps zustand-persist's `{ state, version }` shape. */
export const STORAGE_KEYS = {
  auth: 'auth-storage',
  user: 'user',
  pendingUser: 'pendingUser',
} as const;

/** Fired on window (same tab) whenever the token or the stored user changes; other tabs get `storage`. */
export const USER_UPDATED_EVENT = 'user-updated';

export const pendingUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.string(),
  profileImageUrl: z.string().nullable().default(null),
});
export type PendingUser = z.output<typeof pendingUserSchema>;

export const storedUserSchema = pendingUserSchema.extend({
  // Only teachers who finished the location step have these.
  city: z.string().nullish(),
  district: z.string().nullish(),
});
export type StoredUser = z.output<typeof storedUserSchema>;

const authEntrySchema = z.looseObject({
  state: z.looseObject({ accessToken: z.string().nullish() }),
  version: z.number().optional(),
});

// Storage can throw (disabled cookies, private mode quotas): treat that like an empty entry.
function getItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function setItem(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the session simply will not survive a reload.
  }
}

function parseJson<S extends z.ZodType>(schema: S, raw: string | null): z.output<S> | null {
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function notifySessionChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}

/** Raw readers let useSession cache snapshots by the exact stored string. */
export const readRawAuthEntry = (): string | null => getItem(localStorage, STORAGE_KEYS.auth);
export const readRawStoredUser = (): string | null => getItem(localStorage, STORAGE_KEYS.user);

export function parseAccessToken(raw: string | null): string | null {
  return parseJson(authEntrySchema, raw)?.state.accessToken || null;
}

export function parseStoredUser(raw: string | null): StoredUser | null {
  return parseJson(storedUserSchema, raw);
}

export function readAccessToken(): string | null {
  return parseAccessToken(readRawAuthEntry());
}

/** Keeps whatever else the persisted `state` holds, so a zustand store sharing the entry is not clobbered. */
export function writeAccessToken(token: string | null): void {
  const current = parseJson(authEntrySchema, readRawAuthEntry());
  const entry = {
    ...current,
    state: { ...current?.state, accessToken: token },
    version: current?.version ?? 0,
  };
  setItem(localStorage, STORAGE_KEYS.auth, JSON.stringify(entry));
  notifySessionChanged();
}

export function readStoredUser(): StoredUser | null {
  return parseStoredUser(readRawStoredUser());
}

export function writeStoredUser(user: StoredUser): void {
  setItem(localStorage, STORAGE_KEYS.user, JSON.stringify(user));
  notifySessionChanged();
}

export function removeStoredUser(): void {
  setItem(localStorage, STORAGE_KEYS.user, null);
  notifySessionChanged();
}

export function readPendingUser(): PendingUser | null {
  return parseJson(pendingUserSchema, getItem(sessionStorage, STORAGE_KEYS.pendingUser));
}

export function writePendingUser(user: PendingUser): void {
  setItem(sessionStorage, STORAGE_KEYS.pendingUser, JSON.stringify(user));
}

export function removePendingUser(): void {
  setItem(sessionStorage, STORAGE_KEYS.pendingUser, null);
}

/** A session that cannot be renewed empties both storages, not just the auth entries. */
export function clearAllStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // See getItem.
  }
  notifySessionChanged();
}
