import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useDeleteAnnouncement } from '@/generated/api/announcements/announcements';
import { failureText } from '@/lib/api/screen-failure';
import { LISTING_REFRESHES } from '../utils/listing-refreshes';

/** Removes one of the teacher's listings and says how it went in a toast. Resolves true on success. */
export function useDeleteListing() {
  const { t } = useTranslation('listing-management');
  const mutation = useDeleteAnnouncement({ mutation: { meta: { refreshes: LISTING_REFRESHES } } });

  const remove = async (id: number): Promise<boolean> => {
    try {
      const response = await mutation.mutateAsync({ id });
      toaster.create({ type: 'success', title: response.message || t('toast.deleted') });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failureText(error, { failed: t('delete.failed') }) });
      return false;
    }
  };

  return { remove, mutation };
}
