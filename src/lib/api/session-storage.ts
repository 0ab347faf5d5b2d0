import { DRAFT_STORAGE_PREFIX } from '../../config/drafts';
import type { AuthSession } from '../../generated/api/model';
import { PREFERENCE_STORAGE_KEYS } from '../../config/preferences';

/** The product's storage entries; the auth entry keeps zustand-persist's `{ state, version }` shape. */
export const STORAGE_KEYS = {
  auth: 'auth-storage',
  user: 'user',
  pendingUser: 'pendingUser',
  /** Session storage: set when the session expired, so the sign-in page can say so; gone at the next sign-in. */
  sessionExpired: 'sessionExpired',
} as const;

/** Fired on window (same tab) whenever the token or the stored user changes; other tabs get `storage`. */
export const USER_UPDATED_EVENT = 'user-updated';

/*
 * The stored entries are read before the first paint, so they are checked with plain guards rather than zod:
 * zod is shared with the lazily loaded forms and contract schemas, and one import of it here would put it all
 * in the first load. A wrong-shaped entry (another app's, an old version's, hand-edited) reads as no entry.
 */

export interface PendingUser {
  id: number;
  username: string;
  role: string;
  profileImageUrl: string | null;
}

export interface StoredUser extends PendingUser {
  // Only teachers who finished the location step have these.
  city?: string | null;
  district?: string | null;
}

/** The stored user a sign-in leaves, from the login answer's session (the app's and the e2e helpers' one rule). */
export function storedUserFromSession(session: AuthSession): StoredUser {
  return {
    id: session.userId,
    username: session.username,
    role: session.role,
    profileImageUrl: session.profileImageUrl ?? null,
    city: session.city,
    district: session.district,
  };
}

/** zustand-persist's entry: other fields of `state` belong to whoever shares the entry and are kept. */
interface AuthEntry {
  state: { accessToken?: string | null; [key: string]: unknown };
  version?: number;
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

function toPendingUser(value: unknown): PendingUser | null {
  if (!isRecord(value)) return null;
  const { id, username, role, profileImageUrl = null } = value;
  if (typeof id !== 'number' || typeof username !== 'string' || typeof role !== 'string') return null;
  if (profileImageUrl !== null && typeof profileImageUrl !== 'string') return null;
  return { id, username, role, profileImageUrl };
}

function toStoredUser(value: unknown): StoredUser | null {
  const user = toPendingUser(value);
  if (user === null || !isRecord(value)) return null;
  const { city, district } = value;
  if (!isOptionalText(city) || !isOptionalText(district)) return null;
  return {
    ...user,
    ...(city === undefined ? {} : { city }),
    ...(district === undefined ? {} : { district }),
  };
}

function toAuthEntry(value: unknown): AuthEntry | null {
  if (!isRecord(value) || !isRecord(value.state)) return null;
  if (!isOptionalText(value.state.accessToken)) return null;
  if (value.version !== undefined && typeof value.version !== 'number') return null;
  return value as AuthEntry;
}

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

function parseJson<T>(toShape: (value: unknown) => T | null, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return toShape(JSON.parse(raw));
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
  return parseJson(toAuthEntry, raw)?.state.accessToken || null;
}

export function parseStoredUser(raw: string | null): StoredUser | null {
  return parseJson(toStoredUser, raw);
}

export function readAccessToken(): string | null {
  return parseAccessToken(readRawAuthEntry());
}

/** Keeps whatever else the persisted `state` holds, so a zustand store sharing the entry is not clobbered. */
export function writeAccessToken(token: string | null): void {
  const current = parseJson(toAuthEntry, readRawAuthEntry());
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

/**
 * The one meaning of "signed in" for the header, the guards and the requests:
 * - 'signed-in': a stored user and an access token;
 * - 'renewing': a stored user whose token is gone (removed in another tab, unreadable): the refresh cookie may
 *   still be valid, so a refresh decides between signed in and expired; nobody is sent away meanwhile;
 * - 'guest': no stored user. Sign-out keeps the token (as the product always did), so a token alone is no session.
 */
export type SessionStatus = 'signed-in' | 'renewing' | 'guest';

export function sessionStatusOf(accessToken: string | null, user: StoredUser | null): SessionStatus {
  if (user === null) return 'guest';
  return accessToken === null ? 'renewing' : 'signed-in';
}

export function readSessionStatus(): SessionStatus {
  return sessionStatusOf(readAccessToken(), readStoredUser());
}

/*
 * How many times this tab ended a session on purpose (sign-out, account deletion). Ending a session on purpose
 * is no expiry: a screen opened before the count changed leaves the navigation to the code that ended the
 * session (sign-out goes to /login, a deleted account to /) instead of sending the person to sign in again.
 * A count rather than a flag, so nothing has to reset it and an old sign-out never excuses a later screen.
 */
let intentionalEnds = 0;

export function markSessionEndedOnPurpose(): void {
  intentionalEnds += 1;
}

export function intentionalSessionEnds(): number {
  return intentionalEnds;
}

export function writeStoredUser(user: StoredUser): void {
  setItem(localStorage, STORAGE_KEYS.user, JSON.stringify(user));
  setItem(sessionStorage, STORAGE_KEYS.sessionExpired, null);
  notifySessionChanged();
}

export function removeStoredUser(): void {
  setItem(localStorage, STORAGE_KEYS.user, null);
  notifySessionChanged();
}

export function readPendingUser(): PendingUser | null {
  return parseJson(toPendingUser, getItem(sessionStorage, STORAGE_KEYS.pendingUser));
}

export function writePendingUser(user: PendingUser): void {
  setItem(sessionStorage, STORAGE_KEYS.pendingUser, JSON.stringify(user));
}

export function removePendingUser(): void {
  setItem(sessionStorage, STORAGE_KEYS.pendingUser, null);
}

const PREFERENCES: readonly string[] = Object.values(PREFERENCE_STORAGE_KEYS);

/**
 * A session that cannot be renewed empties both storages, not just the auth entries, but keeps the browser's
 * preferences (colour mode, language, analytics consent): they are no part of the session. It keeps the drafts
 * too (what was typed and not yet sent), so an expiry never costs a person their text; see removeDrafts for when
 * they go.
 */
export function clearAllStorage(): void {
  emptyStorageKeepingPreferences();
  notifySessionChanged();
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

function entriesOf(storage: Storage, keep: (key: string) => boolean): (readonly [string, string])[] {
  return keysOf(storage).flatMap((key) => {
    const value = keep(key) ? storage.getItem(key) : null;
    return value === null ? [] : [[key, value] as const];
  });
}

const isDraftKey = (key: string): boolean => key.startsWith(DRAFT_STORAGE_PREFIX);

function emptyStorageKeepingPreferences(): void {
  try {
    const kept = entriesOf(localStorage, (key) => PREFERENCES.includes(key));
    const drafts = entriesOf(sessionStorage, isDraftKey);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) localStorage.setItem(key, value);
    for (const [key, value] of drafts) sessionStorage.setItem(key, value);
  } catch {
    // See getItem.
  }
}

/**
 * A deliberate sign-out or an account deletion forgets every draft: the next person on this browser must not
 * see what this one typed. (An expiry keeps them; each draft also names its writer and is restored only to
 * them.)
 */
export function removeDrafts(): void {
  try {
    for (const key of keysOf(sessionStorage).filter(isDraftKey)) sessionStorage.removeItem(key);
  } catch {
    // See getItem.
  }
}

export function readDraftEntry(key: string): string | null {
  return getItem(sessionStorage, DRAFT_STORAGE_PREFIX + key);
}

export function writeDraftEntry(key: string, value: string | null): void {
  setItem(sessionStorage, DRAFT_STORAGE_PREFIX + key, value);
}

/**
 * An expired session: storage emptied as above, and a note for the sign-in page to say why the person is there.
 * The note is written before anyone is told, so a screen that re-renders for the change already knows why.
 */
export function expireStoredSession(): void {
  emptyStorageKeepingPreferences();
  setItem(sessionStorage, STORAGE_KEYS.sessionExpired, 'true');
  notifySessionChanged();
}

/** True from an expiry until the next sign-in (per tab, so a reload of the sign-in page still says why). */
export function readSessionExpired(): boolean {
  return getItem(sessionStorage, STORAGE_KEYS.sessionExpired) !== null;
}
