import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/api';

/**
 * Spec section 6: the role is read from the stored user; anyone else goes to / with the history entry
 * replaced, so Back does not bounce them into the guard again. Reactive: signing out here redirects too.
 */
export function RequireRole({ role }: { role: string }) {
  const { user } = useSession();
  return user?.role === role ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
