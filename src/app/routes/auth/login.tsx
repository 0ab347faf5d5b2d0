import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginScreen } from '@/features/auth/components/auth-screens';
import { defaultPathAfterSignIn, safeRedirectPath } from '@/features/auth/utils/safe-redirect';
import { readSessionExpired, useSession } from '@/lib/api';

/**
 * Follows the session rather than the form: the moment a stored user appears (this form, or another tab)
 * the person is sent where they were going, or by role (design notes). Replacing the entry keeps Back from
 * returning to a sign-in form that no longer applies.
 */
export function Component() {
  const { isSignedIn, user } = useSession();
  const [params] = useSearchParams();
  if (isSignedIn) {
    const to = safeRedirectPath(params.get('redirectTo')) ?? defaultPathAfterSignIn(user?.role);
    return <Navigate to={to} replace />;
  }
  // Only an expiry says so here: a guest, a sign-out and a deleted account come without the note.
  return <LoginScreen sessionExpired={readSessionExpired()} />;
}
