import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/generated/api/auth/auth';
import { notifySessionChanged, readStoredUser, removeStoredUser } from '@/lib/api/session-storage';

export interface SignOut {
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

/**
 * Spec section 4: tell the server, forget the stored user, go to /login. A failing server must never keep
 * anyone signed in, so its answer is ignored. The stored token stays, as the product has always done.
 */
export function useSignOut(): SignOut {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useLogout();

  const signOut = useCallback(async () => {
    const user = readStoredUser();
    if (user !== null) {
      try {
        // The product always sends an empty token parameter (see the contract).
        await mutateAsync({ userId: user.id, params: { token: '' } });
      } catch {
        // Ignored on purpose (spec section 4).
      }
    }
    removeStoredUser();
    // removeStoredUser already fires user-updated; said again so the header and every tab-local listener
    // re-read the session even if that helper changes.
    notifySessionChanged();
    // The next person on this browser must not see the previous user's notifications or chats; queries
    // still on screen are simply rebuilt (and, if still enabled, refetched) on their next render.
    queryClient.removeQueries();
    await navigate(paths.login.getHref());
  }, [mutateAsync, navigate, queryClient]);

  return { signOut, isSigningOut: isPending };
}
