import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/generated/api/auth/auth';
import { useEndSession } from '@/hooks/use-end-session';
import { readStoredUser } from '@/lib/api/session-storage';

export interface SignOut {
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

/**
 * Sign-out: tell the server, end the session (the stored user and the cache; the token stays, as the product
 * has always done), go to /login. A failing server must never keep anyone signed in, so its answer is ignored.
 */
export function useSignOut(): SignOut {
  const navigate = useNavigate();
  const endSession = useEndSession();
  const { mutateAsync, isPending } = useLogout();

  const signOut = useCallback(async () => {
    const user = readStoredUser();
    if (user !== null) {
      try {
        // The product always sends an empty token parameter (see the contract).
        await mutateAsync({ userId: user.id, params: { token: '' } });
      } catch {
        // Ignored on purpose: signing out never depends on the server.
      }
    }
    endSession('signed-out');
    await navigate(paths.login.getHref());
  }, [endSession, mutateAsync, navigate]);

  return { signOut, isSigningOut: isPending };
}
