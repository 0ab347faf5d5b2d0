import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useCreateAnnouncement, useUpdateAnnouncement } from '@/generated/api/announcements/announcements';
import type { AnnouncementRequest } from '@/generated/api/model';
import { failureText } from '@/lib/api/screen-failure';
import { useInvalidateListings } from './use-invalidate-listings';

/**
 * Creates a listing (no `listingId`) or changes one, and says how it went in a toast: the server's words or
 * ours. Resolves true on success; a failure is also left on the mutation for the form to show.
 */
export function useSaveListing(listingId: number | null) {
  const { t } = useTranslation('listing-management');
  const invalidate = useInvalidateListings();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const mutation = listingId === null ? create : update;

  const save = async (data: AnnouncementRequest): Promise<boolean> => {
    try {
      const response =
        listingId === null
          ? await create.mutateAsync({ data })
          : await update.mutateAsync({ id: listingId, data });
      toaster.create({
        type: 'success',
        title: response.message || t(listingId === null ? 'toast.created' : 'toast.updated'),
      });
      void invalidate();
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failureText(error, { failed: t('form.failed') }) });
      return false;
    }
  };

  return { save, mutation };
}
