import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RoleOverview } from '@/features/dashboards/components/role-overview';
import { useSession } from '@/lib/api';
import { dashboardHrefForRole } from '@/lib/people/roles';

/**
 * /dashboard is the generic dashboard of a signed-in person whose role is neither Eğitmen nor Öğrenci (the
 * router's RequireSignIn keeps guests out); a teacher or a student is sent on to their own dashboard.
 */
export function Component() {
  const { user } = useSession();
  const own = dashboardHrefForRole(user?.role);
  if (own !== paths.dashboard.getHref()) return <Navigate to={own} replace />;
  return <RoleOverview />;
}
