import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import { lessonRequestDecisionReasonMax } from '@/generated/zod/components/index.zod';
import { formatNumber } from '@/i18n/formatters';

interface RejectRequestDialogProps {
  open: boolean;
  busy: boolean;
  onDismiss: () => void;
  /** The reason as typed; empty means none. */
  onConfirm: (reason: string) => void;
}

/** Reject with an optional reason (at most the contract's 500 characters), counted as it is typed. */
export function RejectRequestDialog({ open, busy, onDismiss, onConfirm }: RejectRequestDialogProps) {
  const { t } = useTranslation('lesson-requests');
  const [reason, setReason] = useState('');
  const counterId = useId();
  const tooLong = reason.trim().length > lessonRequestDecisionReasonMax;
  const max = formatNumber(lessonRequestDecisionReasonMax);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onDismiss();
      }}
      onExitComplete={() => setReason('')}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content
            as="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!tooLong && !busy) onConfirm(reason);
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('rejectDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4">{t('rejectDialog.body')}</Dialog.Description>
              <Field.Root invalid={tooLong}>
                <Field.Label>{t('rejectDialog.reason')}</Field.Label>
                <Textarea
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  rows={4}
                  aria-describedby={counterId}
                />
                <Field.HelperText id={counterId} color={tooLong ? ERROR_COLOUR : undefined}>
                  {tooLong
                    ? t('rejectDialog.tooLong', { max })
                    : t('rejectDialog.counter', { current: formatNumber(reason.trim().length), max })}
                </Field.HelperText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDismiss} disabled={busy}>
                {t('rejectDialog.dismiss')}
              </Button>
              <Button type="submit" colorPalette="red" loading={busy} disabled={tooLong}>
                {t('rejectDialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
