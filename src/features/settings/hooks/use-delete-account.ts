import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toaster } from '@/components/feedback/toaster';
import { useDeleteAccount as useDeleteAccountCall } from '@/generated/api/user/user';
import { useEndSession } from '@/hooks/use-end-session';

/**
 * POST /v1/user/delete, then the session ends as for a deleted account (users, token and cache forgotten) and
 * the page goes home. Ending it on purpose tells the sign-in guard of /settings, which sees the user go
 * before the home page is on screen, to leave the way out to this hook instead of sending them to /login.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const endSession = useEndSession();
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
    endSession('account-deleted');
    toaster.create({ type: 'success', title: response.message || t('deleteAccount.deleted') });
    return true;
  };

  return { deleteAccount, mutation };
}
