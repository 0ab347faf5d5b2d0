import { sessionExpiredError } from './api-error';
import { refreshAccessToken } from './refresh-session';
import { emitSessionExpired } from './session-events';
import { clearAllStorage, readAccessToken, readStoredUser, USER_UPDATED_EVENT } from './session-storage';

/*
 * Guests have no token, and the spec says a request without one first tries a refresh. Without memory
 * every public request of a guest would hit /v1/auth/refresh. So a failed pre-request refresh is remembered
 * (whatever the cause, so a down server is not hammered either) until the session changes: a token or user
 * write (user-updated), a change in another tab (storage), or clearAllStorage. Then one new attempt is made.
 */
let guestRefreshFailed = false;

if (typeof window !== 'undefined') {
  const forgetFailedRefresh = (): void => {
    guestRefreshFailed = false;
  };
  window.addEventListener(USER_UPDATED_EVENT, forgetFailedRefresh);
  window.addEventListener('storage', forgetFailedRefresh);
}

/** The token a request without one should carry: a refreshed one, or null to go as a guest. Never throws. */
export async function tokenForTokenlessRequest(): Promise<string | null> {
  // Nobody ever signed in here (no stored user): there is no refresh cookie to try, so go as a guest.
  if (guestRefreshFailed || readStoredUser() === null) return null;
  try {
    return await refreshAccessToken();
  } catch {
    // A guest browsing public pages is not an expired session: no clearing, no report.
    guestRefreshFailed = true;
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
      clearAllStorage();
      emitSessionExpired();
      throw sessionExpiredError(error);
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}
