import { Dialog, Stack } from '@chakra-ui/react';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import type { Announcement } from '@/generated/api/model';
import { failureText } from '@/lib/api/screen-failure';
import { useDeleteListing } from '../hooks/use-delete-listing';
import { DialogLayer } from '@/components/overlays/dialog-layer';

interface DeleteListingDialogProps {
  listing: Announcement | null;
  onClose: () => void;
  /** Where the focus goes once the listing is gone (its 'Sil' button went with it). */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

/** Asks before removing a listing for good; a failure stays in the dialog with the server's words. */
export function DeleteListingDialog({ listing, onClose, focusAfterDelete }: DeleteListingDialogProps) {
  const { t } = useTranslation('listing-management');
  const { remove, mutation } = useDeleteListing();
  const locked = useSubmitLock(mutation.isPending);
  // The listing stays named while the dialog closes (its exit animation outlives the prop).
  const [shown, setShown] = useState(listing);
  if (listing && listing !== shown) setShown(listing);
  // Each opening starts afresh: an earlier deletion's result must not decide where this one's focus returns.
  const { reset } = mutation;
  useEffect(() => {
    if (listing) reset();
  }, [listing, reset]);
  const failure = mutation.isError ? failureText(mutation.error, { failed: t('delete.failed') }) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (listing && (await remove(listing.id))) onClose();
  };

  return (
    <Dialog.Root
      open={listing !== null}
      onOpenChange={({ open }) => {
        if (open) return;
        mutation.reset();
        onClose();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!mutation.isPending}
      closeOnEscape={!mutation.isPending}
      placement="center"
      // Cancelled: back to the listing's 'Sil' button (the default); deleted: that button is gone.
      finalFocusEl={() => (mutation.isSuccess ? focusAfterDelete.current : null)}
    >
      <DialogLayer>
        <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
          <Dialog.Header>
            <Dialog.Title>{t('delete.title')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <Dialog.Description>{t('delete.body', { title: shown?.title ?? '' })}</Dialog.Description>
              {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
            </Stack>
          </Dialog.Body>
          <ConfirmDialogFooter
            cancelLabel={t('delete.cancel')}
            confirmLabel={t('delete.confirm')}
            tone="danger"
            busy={mutation.isPending}
            busyLabel={t('delete.deleting')}
          />
        </form>
      </DialogLayer>
    </Dialog.Root>
  );
}
