import { Navigate, Outlet } from 'react-router-dom';
import { useSignInHref } from '@/hooks/use-sign-in-href';
import { useSession } from '@/lib/api';
import { PageLoading } from '../layout/page-loading';
import { useLeftOnPurpose } from './use-left-on-purpose';

/**
 * For screens that only make sense with an account (own profile, settings, notifications, dashboards,
 * lesson requests): a guest goes to the login page, which brings them back afterwards via `redirectTo`.
 * "Signed in" is the session status every part uses (useSession): a stored user whose token is gone is being
 * renewed, so the screen waits for the refresh instead of sending a person away whom the header still shows.
 */
export function RequireSignIn() {
  const { status } = useSession();
  const leftOnPurpose = useLeftOnPurpose(status);
  const signInHref = useSignInHref();
  if (status === 'signed-in') return <Outlet />;
  if (status === 'renewing') return <PageLoading />;
  if (leftOnPurpose) return null;
  return <Navigate to={signInHref} replace />;
}
