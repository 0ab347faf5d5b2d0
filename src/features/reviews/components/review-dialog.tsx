import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCreateReviewMutationKey } from '@/generated/api/reviews/reviews';
import { ReviewForm } from './review-form';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import { DiscardChangesDialog, useDiscardGuard } from '@/components/overlays/discard-changes';
import { LabelIcon } from '@/components/display/label-icon';

interface ReviewDialogProps {
  lessonRequestId: number;
  /** The teacher's name, in the button's accessible name and the dialog's description. */
  teacherName: string;
}

/**
 * 'Değerlendir' and the dialog it opens with the review form (focus kept inside; Escape, Vazgeç, the close
 * button and a click outside close it, not while the review is on its way, and ask first when something typed
 * is unsaved). What is typed is kept as a session draft until sent or discarded.
 */
export function ReviewDialog({ lessonRequestId, teacherName }: ReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const busy = useIsMutating({ mutationKey: getCreateReviewMutationKey() }) > 0;
  const close = useCallback(() => setOpen(false), []);
  const guard = useDiscardGuard(close);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => (next ? setOpen(true) : guard.requestClose())}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="sm" aria-label={t('openFor', { name: teacherName })}>
          <LabelIcon icon={Star} />
          {t('open')}
        </Button>
      </Dialog.Trigger>
      <DialogLayer>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>{t('dialog.title')}</Dialog.Title>
          <Dialog.Description color="fg.muted">
            {t('dialog.description', { name: teacherName })}
          </Dialog.Description>
        </Dialog.Header>
        <ReviewForm lessonRequestId={lessonRequestId} onDone={close} changesRef={guard.changesRef} />
        <Dialog.CloseTrigger asChild disabled={busy}>
          <CloseButton size="sm" aria-label={t('dialog.close')} />
        </Dialog.CloseTrigger>
      </DialogLayer>
      <DiscardChangesDialog {...guard.dialog} />
    </Dialog.Root>
  );
}
