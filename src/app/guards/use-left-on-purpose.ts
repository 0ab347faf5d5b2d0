import { useState } from 'react';
import { intentionalSessionEnds, type SessionStatus } from '@/lib/api';

/**
 * True when the person this guarded screen was opened for has since signed out or deleted the account in this
 * tab: the code that ended the session navigates (an intentional end is no expiry), so the guard steps aside.
 * A guard that a guest reaches later, or one whose session ended in another tab, still redirects.
 */
export function useLeftOnPurpose(status: SessionStatus): boolean {
  const [endsWhenOpened] = useState(intentionalSessionEnds);
  return status === 'guest' && intentionalSessionEnds() !== endsWhenOpened;
}
