import { useEffect, useSyncExternalStore } from 'react';
import { tokenForTokenlessRequest } from './session-renewal';
import {
  parseAccessToken,
  parseStoredUser,
  readRawAuthEntry,
  readRawStoredUser,
  sessionStatusOf,
  type SessionStatus,
  type StoredUser,
  USER_UPDATED_EVENT,
} from './session-storage';

export interface Session {
  user: StoredUser | null;
  accessToken: string | null;
  /** See sessionStatusOf: header, guards and requests all go by it. */
  status: SessionStatus;
  /**
   * Signed in means a token AND a stored user. The spec calls a token "signed in", but its logout keeps
   * the token and removes only the user; counting the token alone would leave a signed-out user signed in.
   */
  isSignedIn: boolean;
}

const SIGNED_OUT: Session = {
  user: null,
  accessToken: null,
  status: 'guest',
  isSignedIn: false,
};

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(USER_UPDATED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(USER_UPDATED_EVENT, onChange);
  };
}

// useSyncExternalStore re-renders (and loops) whenever getSnapshot returns a new object, so the snapshot
// is rebuilt only when the stored strings themselves change.
let cached: {
  authRaw: string | null;
  userRaw: string | null;
  session: Session;
} | null = null;

function getSnapshot(): Session {
  const authRaw = readRawAuthEntry();
  const userRaw = readRawStoredUser();
  if (cached?.authRaw !== authRaw || cached.userRaw !== userRaw) {
    const accessToken = parseAccessToken(authRaw);
    const user = parseStoredUser(userRaw);
    const status = sessionStatusOf(accessToken, user);
    const session =
      accessToken === null && user === null
        ? SIGNED_OUT
        : { user, accessToken, status, isSignedIn: status === 'signed-in' };
    cached = { authRaw, userRaw, session };
  }
  return cached.session;
}

const getServerSnapshot = (): Session => SIGNED_OUT;

/**
 * The current session from storage; re-read on `storage` (other tabs) and `user-updated` (this tab). A stored
 * user without a token is renewed at once (one shared refresh, whoever asks), so every screen settles on
 * signed in or expired without waiting for a request.
 */
export function useSession(): Session {
  const session = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (session.status === 'renewing') void tokenForTokenlessRequest();
  }, [session.status]);
  return session;
}
