import { sessionExpiredError } from './api-error';
import { refreshAccessToken } from './refresh-session';
import { emitSessionExpired } from './session-events';
import { expireStoredSession, readAccessToken, readSessionStatus } from './session-storage';

/** Storage emptied (preferences kept), the sign-in page told why, and the shell told to go there. */
function expire(): void {
  expireStoredSession();
  emitSessionExpired();
}

/**
 * The token a request without one should carry: a promise of a refreshed one (or of null, to go as a guest
 * after all), or null at once when there is nothing to renew, so a guest's request is sent in its caller's own
 * task. Never rejects. Also what useSession calls for a stored user whose token is gone, so a lost token is
 * renewed even on a screen that sends no request.
 *
 * Only a 'renewing' session tries (a stored user without a token): a guest has no refresh cookie, so public
 * pages never hit /v1/auth/refresh. When the refresh fails, that session has expired: the stored user goes
 * with the rest of storage, so there is no second attempt and nothing shows a user who cannot be served.
 */
export function tokenForTokenlessRequest(): Promise<string | null> | null {
  return readSessionStatus() === 'renewing' ? renewStoredSession() : null;
}

async function renewStoredSession(): Promise<string | null> {
  try {
    return await refreshAccessToken();
  } catch {
    // Callers that shared the attempt all land here; the first one ends the session, the rest find a guest.
    if (readSessionStatus() === 'renewing') expire();
    return null;
  }
}

let renewal: Promise<string> | null = null;

/**
 * Called when a request sent with `sentToken` got a 401. Resolves with the token to retry with, or null
 * when there was no session to renew (the 401 stands). Rejects with the session-expired ApiError.
 *
 * Requests that failed together share one renewal. One whose 401 arrives after the renewal settled sees
 * the outcome in storage instead: a different token means "retry with it", an emptied storage means the
 * session already expired (reported once, by the renewal that failed).
 */
export function tokenAfterUnauthorized(sentToken: string | null): Promise<string | null> {
  if (renewal) return renewal;
  const current = readAccessToken();
  if (current !== null && current !== sentToken) return Promise.resolve(current);
  if (sentToken === null) return Promise.resolve(null);
  if (current === null) return Promise.reject(sessionExpiredError());

  renewal = refreshAccessToken()
    .catch((error: unknown) => {
      expire();
      throw sessionExpiredError(error);
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/** Tests only (tests/setup.ts): forget a renewal still pending when a test ended, so no later test shares it. */
export function resetRenewalForTests(): void {
  renewal = null;
}
