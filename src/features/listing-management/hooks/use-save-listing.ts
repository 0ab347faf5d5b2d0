import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useCreateAnnouncement, useUpdateAnnouncement } from '@/generated/api/announcements/announcements';
import type { AnnouncementRequest } from '@/generated/api/model';
import { failureText } from '@/lib/api/screen-failure';
import { LISTING_REFRESHES } from '../utils/listing-refreshes';

/**
 * Creates a listing (no `listingId`) or changes one, and says how it went in a toast: the server's words or
 * ours. Resolves true on success; a failure is also left on the mutation for the form to show. What a saved
 * listing makes stale is LISTING_REFRESHES.
 */
export function useSaveListing(listingId: number | null) {
  const { t } = useTranslation('listing-management');
  const create = useCreateAnnouncement({ mutation: { meta: { refreshes: LISTING_REFRESHES } } });
  const update = useUpdateAnnouncement({ mutation: { meta: { refreshes: LISTING_REFRESHES } } });
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
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failureText(error, { failed: t('form.failed') }) });
      return false;
    }
  };

  return { save, mutation };
}
