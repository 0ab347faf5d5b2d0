import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignInHref } from '@/hooks/use-sign-in-href';
import { readSessionExpired, useSession } from '@/lib/api';
import type { KnownRole } from '@/lib/people/roles';
import { PageLoading } from '../layout/page-loading';
import { useLeftOnPurpose } from './use-left-on-purpose';

/**
 * A role's own screens: the role is read from the stored user of a signed-in session; anyone else goes to /
 * with the history entry replaced, so Back does not bounce them into the guard again. Reactive: a sign-out in
 * another tab redirects too. A session being renewed (stored user, token gone) waits for the refresh.
 * A session that expired goes where every expiry goes, to sign in again and back here: the shell is already
 * on its way to /login (its screen may still be loading), and a second redirect to / would overtake it.
 */
export function RequireRole({ role }: { role: KnownRole }) {
  const { user, status } = useSession();
  const leftOnPurpose = useLeftOnPurpose(status);
  const signInHref = useSignInHref();
  if (status === 'renewing') return <PageLoading />;
  if (status === 'signed-in' && user?.role === role) return <Outlet />;
  if (leftOnPurpose) return null;
  if (status === 'guest' && readSessionExpired()) {
    return <Navigate to={signInHref} replace />;
  }
  return <Navigate to={paths.home.getHref()} replace />;
}
