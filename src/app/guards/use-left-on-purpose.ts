import { useState } from 'react';
import { type SessionStatus, sessionEndedOnPurpose } from '@/lib/api';

/**
 * True when the person this guarded screen was opened for has just signed out or deleted the account here:
 * the code that ended the session navigates (an intentional end is no expiry), so the guard steps aside.
 * A guard that a guest reaches later, or one whose session ended in another tab, still redirects.
 */
export function useLeftOnPurpose(status: SessionStatus): boolean {
  const [openedSignedIn] = useState(status !== 'guest');
  return status === 'guest' && openedSignedIn && sessionEndedOnPurpose();
}
