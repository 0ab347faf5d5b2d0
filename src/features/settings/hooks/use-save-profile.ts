import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useSetGetCurrentUserQueryData, useUpdateProfile } from '@/generated/api/user/user';

/**
 * PUT /v1/user/update plus what saving means here: the answer is the new profile, so it replaces the cached
 * GET /v1/user/me at once (no refetch), and a toast says so in the server's words or ours.
 */
export function useSaveProfile() {
  const { t } = useTranslation('settings');
  const setCurrentUser = useSetGetCurrentUserQueryData();
  return useUpdateProfile({
    mutation: {
      onSuccess: (response) => {
        setCurrentUser(response);
        toaster.create({ type: 'success', title: response.message || t('profile.saved') });
      },
    },
  });
}
