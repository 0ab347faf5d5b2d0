import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/api';

/**
 * For screens that only make sense with an account (own profile, settings, notifications, dashboards,
 * lesson requests): a guest goes to the login page, which brings them back afterwards via `redirectTo`.
 * "Signed in" means a stored access token and a stored user, as everywhere else (useSession): sign-out keeps
 * the token, so the token alone would leave a signed-out person inside.
 */
export function RequireSignIn() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (isSignedIn) return <Outlet />;
  return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
}
