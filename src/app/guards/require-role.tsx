import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/api';
import type { KnownRole } from '@/lib/people/roles';

/**
 * A role's own screens: the role is read from the stored user; anyone else goes to / with the history entry
 * replaced, so Back does not bounce them into the guard again. Reactive: signing out here redirects too.
 */
export function RequireRole({ role }: { role: KnownRole }) {
  const { user } = useSession();
  return user?.role === role ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
