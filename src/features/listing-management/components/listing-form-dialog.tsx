import { CloseButton, Dialog, Flex, Spinner } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getCreateAnnouncementMutationKey,
  getUpdateAnnouncementMutationKey,
} from '@/generated/api/announcements/announcements';
import type { Announcement } from '@/generated/api/model';
import { useCategoryPath } from '../hooks/use-category-path';
import { EMPTY_LISTING, listingFormValues } from '../utils/listing-schema';
import { ListingForm } from './listing-form';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import { DiscardChangesDialog, useDiscardGuard } from '@/components/overlays/discard-changes';

/** What the dialog is open for: a new listing, or changing one. */
export type ListingDialogTarget = { kind: 'create' } | { kind: 'edit'; listing: Announcement };

interface ListingFormDialogProps {
  target: ListingDialogTarget | null;
  onClose: () => void;
}

/** The edit form starts once the listing's category is placed in the tree (root, then subcategory). */
function EditForm({
  listing,
  ...props
}: { listing: Announcement } & Omit<Parameters<typeof ListingForm>[0], 'listingId' | 'initial'>) {
  const { t } = useTranslation('listing-management');
  const { path, isPending } = useCategoryPath(listing.categoryResponse?.id ?? null);
  if (isPending) {
    return (
      <Dialog.Body>
        <Flex role="status" aria-label={t('form.loadingChoices')} justify="center" py="10">
          <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        </Flex>
      </Dialog.Body>
    );
  }
  return <ListingForm listingId={listing.id} initial={listingFormValues(listing, path)} {...props} />;
}

/**
 * Creating and changing a listing in one dialog (focus kept inside; Escape, Vazgeç, the close button and a
 * click outside close it, asking first when something typed is unsaved; the fields scroll between the title
 * and the buttons). What is typed is kept as a session draft until saved or discarded, so the next opening
 * starts from the draft, or from the listing as saved.
 */
export function ListingFormDialog({ target, onClose }: ListingFormDialogProps) {
  const { t } = useTranslation('listing-management');
  const titleRef = useRef<HTMLInputElement>(null);
  const saving =
    useIsMutating({ mutationKey: getCreateAnnouncementMutationKey() }) +
      useIsMutating({ mutationKey: getUpdateAnnouncementMutationKey() }) >
    0;
  const guard = useDiscardGuard(onClose);
  const formProps = { titleRef, onSaved: onClose, changesRef: guard.changesRef };
  // The form stays on screen while the dialog closes (its exit animation outlives the prop).
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={({ open }) => {
        if (!open) guard.requestClose();
      }}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!saving}
      closeOnEscape={!saving}
      placement="center"
      scrollBehavior="inside"
      size="lg"
      initialFocusEl={() => titleRef.current}
    >
      <DialogLayer>
        <Dialog.Header>
          <Dialog.Title>{shown?.kind === 'edit' ? t('form.editTitle') : t('form.createTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.CloseTrigger asChild disabled={saving}>
          <CloseButton size="sm" aria-label={t('common:actions.close')} />
        </Dialog.CloseTrigger>
        {shown?.kind === 'edit' ? (
          <EditForm key={shown.listing.id} listing={shown.listing} {...formProps} />
        ) : shown ? (
          <ListingForm listingId={null} initial={EMPTY_LISTING} {...formProps} />
        ) : null}
      </DialogLayer>
      <DiscardChangesDialog {...guard.dialog} />
    </Dialog.Root>
  );
}
