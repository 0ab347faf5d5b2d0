import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { MessageSquareReply, Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getReplyToReviewMutationKey,
  getUpdateReviewReplyMutationKey,
} from '@/generated/api/review-replies/review-replies';
import { LabelIcon } from '@/components/display/label-icon';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import { DiscardChangesDialog, useDiscardGuard } from '@/components/overlays/discard-changes';
import { ReplyForm } from './reply-form';

interface ReplyDialogProps {
  reviewId: number;
  /** Who wrote the review, in the button's accessible name ('Yanıtla: Elif D.'). */
  studentName: string;
  /** The answer to edit ('Düzenle'); none for a first answer ('Yanıtla'). */
  currentText?: string;
}

/**
 * 'Yanıtla' (or 'Düzenle') and the dialog it opens with the answer form: focus kept inside; Escape, Vazgeç,
 * the close button and a click outside close it, not while the answer is on its way, and ask first when
 * something typed is unsaved.
 */
export function ReplyDialog({ reviewId, studentName, currentText }: ReplyDialogProps) {
  const { t } = useTranslation('reviews');
  const editing = currentText !== undefined;
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form (the text as it is now, no earlier success holding the submit lock),
  // also where the closed dialog's content stays mounted (no exit animation ran).
  const [opening, setOpening] = useState(0);
  const busy =
    useIsMutating({
      mutationKey: editing ? getUpdateReviewReplyMutationKey() : getReplyToReviewMutationKey(),
    }) > 0;
  const close = useCallback(() => setOpen(false), []);
  const guard = useDiscardGuard(close);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) return guard.requestClose();
        setOpening((count) => count + 1);
        setOpen(true);
      }}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          alignSelf="flex-start"
          aria-label={t(editing ? 'reply.editFor' : 'reply.openFor', { name: studentName })}
        >
          <LabelIcon icon={editing ? Pencil : MessageSquareReply} />
          {t(editing ? 'reply.edit' : 'reply.open')}
        </Button>
      </Dialog.Trigger>
      <DialogLayer>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>{t(editing ? 'reply.editTitle' : 'reply.title')}</Dialog.Title>
          <Dialog.Description color="fg.muted">
            {t('reply.description', { name: studentName })}
          </Dialog.Description>
        </Dialog.Header>
        <ReplyForm
          key={opening}
          reviewId={reviewId}
          initialText={currentText ?? ''}
          onDone={close}
          changesRef={guard.changesRef}
        />
        <Dialog.CloseTrigger asChild disabled={busy}>
          <CloseButton size="sm" aria-label={t('dialog.close')} />
        </Dialog.CloseTrigger>
      </DialogLayer>
      <DiscardChangesDialog {...guard.dialog} />
    </Dialog.Root>
  );
}
