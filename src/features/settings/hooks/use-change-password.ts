import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useChangePassword as useChangePasswordCall } from '@/generated/api/user/user';

/** PUT /v1/user/password/update with a toast on success, in the server's words or ours. */
export function useChangePassword() {
  const { t } = useTranslation('settings');
  return useChangePasswordCall({
    mutation: {
      onSuccess: (response) => {
        toaster.create({ type: 'success', title: response.message || t('password.saved') });
      },
    },
  });
}
