import { useSyncExternalStore } from 'react';
import {
  parseAccessToken,
  parseStoredUser,
  readRawAuthEntry,
  readRawStoredUser,
  type StoredUser,
  USER_UPDATED_EVENT,
} from './session-storage';

export interface Session {
  user: StoredUser | null;
  accessToken: string | null;
  /**
   * Signed in means a token AND a stored user. The spec calls a token "signed in", but its logout keeps
   * the token and removes only the user; counting the token alone would leave a signed-out user signed in.
   */
  isSignedIn: boolean;
}

const SIGNED_OUT: Session = {
  user: null,
  accessToken: null,
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
    const session =
      accessToken === null && user === null
        ? SIGNED_OUT
        : { user, accessToken, isSignedIn: accessToken !== null && user !== null };
    cached = { authRaw, userRaw, session };
  }
  return cached.session;
}

const getServerSnapshot = (): Session => SIGNED_OUT;

/** The current session from storage; re-read on `storage` (other tabs) and `user-updated` (this tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
