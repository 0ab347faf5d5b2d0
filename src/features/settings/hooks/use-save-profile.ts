import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { getGetCurrentUserQueryKey, useUpdateProfile } from '@/generated/api/user/user';

/**
 * PUT /v1/user/update plus what saving means here: the answer is the new profile, so it replaces the cached
 * GET /v1/user/me at once (no refetch), and a toast says so in the server's words or ours.
 */
export function useSaveProfile() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useUpdateProfile({
    mutation: {
      onSuccess: (response) => {
        queryClient.setQueryData(getGetCurrentUserQueryKey(), response);
        toaster.create({ type: 'success', title: response.message || t('profile.saved') });
      },
    },
  });
}
