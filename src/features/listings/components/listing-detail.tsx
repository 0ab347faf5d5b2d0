import { useTranslation } from 'react-i18next';
import { useGetAnnouncement } from '@/generated/api/announcements/announcements';
import { isNotFound } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/api/prefetch';
import { parseListingId } from '../utils/listing-id';
import { ListingView } from './listing-view';
import { ListingsLayout } from './listings-layout';
import { ListingsNotFound } from './listings-not-found';
import { ListingsError, ListingsLoading } from './listings-states';

/** `/courses/:id`: loading, not found (an unknown or malformed id), error with retry, or the listing. */
export function ListingDetail({ idParam }: { idParam: string }) {
  const { t } = useTranslation('listings');
  const id = parseListingId(idParam);
  const query = useGetAnnouncement(id ?? 0, {
    query: { enabled: id !== null, staleTime: PREFETCHED_FRESH_MS },
  });

  const notFound = id === null || isNotFound(query.error);
  if (notFound) {
    return (
      <ListingsNotFound
        title={t('detail.notFoundTitle')}
        body={t('detail.notFoundBody')}
        backLabel={t('detail.backToListings')}
      />
    );
  }
  if (query.data) return <ListingView listing={query.data.data} />;
  return (
    <ListingsLayout title={t('detail.pageTitle')}>
      {query.isError ? (
        <ListingsError
          onRetry={() => void query.refetch()}
          error={query.error}
          body={t('detail.errorBody')}
        />
      ) : (
        <ListingsLoading label={t('detail.loading')} />
      )}
    </ListingsLayout>
  );
}
