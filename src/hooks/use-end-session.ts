import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  expireStoredSession,
  markSessionEndedOnPurpose,
  removeDrafts,
  removePendingUser,
  removeStoredUser,
  writeAccessToken,
} from '@/lib/api/session-storage';

/**
 * How a session ended decides what the browser forgets:
 * - 'signed-out': the stored and any pending user and every draft; the access token stays, as the product
 *   always did (so "signed in" needs a stored user as well as a token);
 * - 'account-deleted': the users, the drafts and the token: the account is gone, so a token could only earn a 401;
 * - 'expired': local and session storage (the browser's preferences and the drafts stay, so what was typed is
 *   back after the next sign-in), as for a session that cannot be renewed, and the sign-in page is told to say
 *   that the session expired.
 */
export type SessionEnd = 'signed-out' | 'account-deleted' | 'expired';

/**
 * The one teardown of a session. Whatever the way out, every cached query is dropped as well, so the next
 * person on this browser sees nothing of this one (queries still on screen are rebuilt, and refetched if
 * still enabled, on their next render). The storage helpers tell the header and every listener at once.
 */
export function useEndSession(): (how: SessionEnd) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (how: SessionEnd) => {
      if (how === 'expired') {
        expireStoredSession();
      } else {
        // Before the user goes, so every screen that re-renders for it already knows why.
        markSessionEndedOnPurpose();
        removeStoredUser();
        removePendingUser();
        removeDrafts();
        if (how === 'account-deleted') writeAccessToken(null);
      }
      queryClient.removeQueries();
    },
    [queryClient],
  );
}
