import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useEndSession } from '@/hooks/use-end-session';
import { onSessionExpired } from '@/lib/api';

/**
 * The one place that acts on an expired session: the HTTP layer has already emptied storage; the shell ends
 * the session (the cached queries of the user go too) and sends the visitor to the login page, replacing the
 * screen they can no longer use, and keeps where they were in `redirectTo` so signing in brings them back.
 */
export function useSessionExpiredRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const endSession = useEndSession();

  useEffect(
    () =>
      onSessionExpired(() => {
        endSession('expired');
        if (pathname === paths.login.path) return;
        void navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
      }),
    [endSession, navigate, pathname, search],
  );
}
