import { Field, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      role="dialog"
      title={t('rejectDialog.title')}
      description={t('rejectDialog.body')}
      cancelLabel={t('rejectDialog.dismiss')}
      confirmLabel={t('rejectDialog.confirm')}
      tone="danger"
      busy={busy}
      confirmDisabled={tooLong}
      onCancel={onDismiss}
      onConfirm={() => onConfirm(reason)}
      onExitComplete={() => setReason('')}
    >
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
    </ConfirmDialog>
  );
}
