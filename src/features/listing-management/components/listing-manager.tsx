import { Button, SimpleGrid } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/display/page-section';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import type { Announcement } from '@/generated/api/model';
import { useMyListings } from '../hooks/use-my-listings';
import { DeleteListingDialog } from './delete-listing-dialog';
import { type ListingDialogTarget, ListingFormDialog } from './listing-form-dialog';
import { ListingRow } from './listing-row';
import { LabelIcon } from '@/components/display/label-icon';

/**
 * 'İlanlarım': the signed-in teacher's listings with 'Yeni ilan', and per listing 'Düzenle' (the same dialog)
 * and 'Sil' (after a confirmation). Every change reloads the listing pages, so /courses and the home carousel
 * show it.
 */
export function ListingManager({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('listing-management');
  const { listings, isPending, error, retry } = useMyListings(teacherId);
  const [editing, setEditing] = useState<ListingDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  return (
    <PageSection
      id="my-listings"
      title={t('title')}
      description={t('lead')}
      actions={
        <Button
          ref={createButton}
          colorPalette="brand"
          onClick={() => setEditing({ kind: 'create' })}
          flexShrink={0}
        >
          <LabelIcon icon={Plus} />
          {t('create')}
        </Button>
      }
    >
      {listings && listings.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="3">
          {listings.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              onEdit={() => setEditing({ kind: 'edit', listing })}
              onDelete={() => setDeleting(listing)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {listings?.length === 0 ? <ListEmpty text={t('empty')} size="sm" /> : null}
      {isPending ? <ListLoading label={t('loading')} rowHeight="32" /> : null}
      {error && !listings ? (
        <ListLoadFailed size="sm" error={error} retryLabel={t('retry')} onRetry={retry} />
      ) : null}
      <ListingFormDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteListingDialog
        listing={deleting}
        onClose={() => setDeleting(null)}
        focusAfterDelete={createButton}
      />
    </PageSection>
  );
}
