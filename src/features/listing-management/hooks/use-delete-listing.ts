import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useDeleteAnnouncement } from '@/generated/api/announcements/announcements';
import { failureText } from '@/lib/api/screen-failure';
import { useInvalidateListings } from './use-invalidate-listings';

/** Removes one of the teacher's listings and says how it went in a toast. Resolves true on success. */
export function useDeleteListing() {
  const { t } = useTranslation('listing-management');
  const invalidate = useInvalidateListings();
  const mutation = useDeleteAnnouncement();

  const remove = async (id: number): Promise<boolean> => {
    try {
      const response = await mutation.mutateAsync({ id });
      toaster.create({ type: 'success', title: response.message || t('toast.deleted') });
      void invalidate();
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failureText(error, { failed: t('delete.failed') }) });
      return false;
    }
  };

  return { remove, mutation };
}
