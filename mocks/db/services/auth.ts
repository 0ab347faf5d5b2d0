import type { Db } from '../collections';
import type { SessionRecord, UserRecord } from '../schema';
import { nextId } from '../store';

/**
 * Opaque tokens mapped to a user and an expiry in the `sessions` collection. Access tokens live five minutes,
 * so a session of any length exercises the client's refresh path; the refresh token lives in the refresh
 * cookie for a week. Tests and scenarios may change the lifetimes here.
 */
export const SESSION_LIFETIME = {
  accessMs: 5 * 60_000,
  refreshMs: 7 * 86_400_000,
  passwordResetMs: 60 * 60_000,
};

export const REFRESH_COOKIE = 'refreshToken';

type Kind = SessionRecord['kind'];

function randomToken(kind: Kind, userId: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `mock-${kind}.${userId}.${random}`;
}

async function issue(db: Db, kind: Kind, userId: number, lifetimeMs: number): Promise<string> {
  const token = randomToken(kind, userId);
  await db.sessions.create({
    id: nextId('sessions'),
    token,
    kind,
    userId,
    expiresAt: Date.now() + lifetimeMs,
  });
  return token;
}

export const issueAccessToken = (db: Db, userId: number) =>
  issue(db, 'access', userId, SESSION_LIFETIME.accessMs);
export const issueRefreshToken = (db: Db, userId: number) =>
  issue(db, 'refresh', userId, SESSION_LIFETIME.refreshMs);
export const issuePasswordResetToken = (db: Db, userId: number) =>
  issue(db, 'password-reset', userId, SESSION_LIFETIME.passwordResetMs);

/** The user a still-valid token of this kind belongs to. */
export function userForToken(db: Db, kind: Kind, token: string | null | undefined): UserRecord | undefined {
  if (!token) return undefined;
  const session = db.sessions.findFirst((q) => q.where({ token, kind }));
  if (!session || session.expiresAt <= Date.now()) return undefined;
  return db.users.findFirst((q) => q.where({ id: session.userId }));
}

export function revokeToken(db: Db, token: string | null | undefined): void {
  if (token) db.sessions.delete((q) => q.where({ token }));
}

export function revokeAllSessions(db: Db, userId: number): void {
  db.sessions.deleteMany((q) => q.where({ userId }));
}

/** Makes every access token (of one user, or of everyone) expired now: the next call gets a 401. */
export async function expireAccessTokens(db: Db, userId?: number): Promise<void> {
  await db.sessions.updateMany(
    (q) => q.where((s) => s.kind === 'access' && (userId === undefined || s.userId === userId)),
    { data: (s) => void (s.expiresAt = Date.now() - 1) },
  );
}

/** Drops expired tokens so the table does not grow for ever in a long browser session. */
export function pruneSessions(db: Db): void {
  const now = Date.now();
  db.sessions.deleteMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt <= now }));
}
