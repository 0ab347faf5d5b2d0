import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toaster } from '@/components/feedback/toaster';
import { useDeleteAccount as useDeleteAccountCall } from '@/generated/api/user/user';
import { removePendingUser, removeStoredUser, writeAccessToken } from '@/lib/api/session-storage';

/**
 * POST /v1/user/delete, then what sign-out does (stored user removed, every cached query dropped so the next
 * person on this browser sees nothing of this one) plus the token: the account is gone, so a token left
 * behind could only earn a 401 and a "session expired" detour. The page goes home first, and only then is the
 * session cleared: cleared while /settings is still on screen, its sign-in guard would send the person to
 * /login instead.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDeleteAccountCall();

  /** True once the account is gone; false on a failure, which stays in `mutation.error` for the dialog. */
  const deleteAccount = async (password: string): Promise<boolean> => {
    let response;
    try {
      response = await mutation.mutateAsync({ data: { password } });
    } catch {
      return false;
    }
    await navigate(paths.home.getHref(), { replace: true });
    removeStoredUser();
    removePendingUser();
    writeAccessToken(null);
    queryClient.removeQueries();
    toaster.create({ type: 'success', title: response.message || t('deleteAccount.deleted') });
    return true;
  };

  return { deleteAccount, mutation };
}
