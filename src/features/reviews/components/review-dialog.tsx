import { Button, CloseButton, Dialog, Icon } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCreateReviewMutationKey } from '@/generated/api/reviews/reviews';
import { ReviewForm } from './review-form';
import { DialogLayer } from '@/components/overlays/dialog-layer';

interface ReviewDialogProps {
  lessonRequestId: number;
  /** The teacher's name, in the button's accessible name and the dialog's description. */
  teacherName: string;
}

/**
 * 'Değerlendir' and the dialog it opens with the review form (focus kept inside, Escape and Vazgeç close it,
 * not while the review is on its way). Unmounted when closed, so a new opening starts empty.
 */
export function ReviewDialog({ lessonRequestId, teacherName }: ReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const busy = useIsMutating({ mutationKey: getCreateReviewMutationKey() }) > 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => setOpen(next)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="sm" aria-label={t('openFor', { name: teacherName })}>
          <Icon asChild boxSize="4" aria-hidden>
            <Star />
          </Icon>
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
        <ReviewForm lessonRequestId={lessonRequestId} onDone={() => setOpen(false)} />
        <Dialog.CloseTrigger asChild disabled={busy}>
          <CloseButton size="sm" aria-label={t('dialog.close')} />
        </Dialog.CloseTrigger>
      </DialogLayer>
    </Dialog.Root>
  );
}
