import { Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';
import { type LessonNotHeld, LessonNotHeldReason } from '@/generated/api/model';
import { lessonNotHeldNoteMax } from '@/generated/zod/components/index.zod';
import { formatNumber } from '@/i18n/formatters';

interface NotHeldDialogProps {
  open: boolean;
  busy: boolean;
  onDismiss: () => void;
  onConfirm: (outcome: LessonNotHeld) => void;
}

/** 'Ders yapılmadı': one reason from the contract's list (required) and an optional note (at most 500). */
export function NotHeldDialog({ open, busy, onDismiss, onConfirm }: NotHeldDialogProps) {
  const { t } = useTranslation('lesson-requests');
  // Read at render, not when the module loads: the generated model may be evaluated after this chunk.
  const reasons = Object.values(LessonNotHeldReason);
  const [reason, setReason] = useState<LessonNotHeldReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const counterId = useId();
  const reasonError = useId();
  const tooLong = note.trim().length > lessonNotHeldNoteMax;
  const max = formatNumber(lessonNotHeldNoteMax);

  return (
    <ConfirmDialog
      open={open}
      role="dialog"
      title={t('notHeld.title')}
      description={t('notHeld.body')}
      cancelLabel={t('notHeld.dismiss')}
      confirmLabel={t('notHeld.confirm')}
      tone="danger"
      busy={busy}
      confirmDisabled={tooLong}
      onCancel={onDismiss}
      onConfirm={() => {
        if (!reason) return setMissing(true);
        onConfirm({ reason, note: note.trim() || null });
      }}
      onExitComplete={() => {
        setReason(null);
        setNote('');
        setMissing(false);
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={missing && !reason}>
          <RadioGroup.Root
            value={reason}
            onValueChange={({ value }) => {
              setReason(value as LessonNotHeldReason);
              setMissing(false);
            }}
            aria-labelledby={`${reasonError}-label`}
            aria-describedby={missing && !reason ? reasonError : undefined}
          >
            <Field.Label id={`${reasonError}-label`} as="span" mb="2">
              {t('notHeld.reason')}
            </Field.Label>
            <Stack gap="2">
              {reasons.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`notHeld.reasons.${value}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {missing && !reason ? (
            <Field.ErrorText id={reasonError}>{t('notHeld.reasonRequired')}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root invalid={tooLong}>
          <Field.Label>{t('notHeld.note')}</Field.Label>
          <Textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            aria-describedby={counterId}
          />
          <Field.HelperText id={counterId} color={tooLong ? ERROR_COLOUR : undefined}>
            {tooLong
              ? t('notHeld.tooLong', { max })
              : t('notHeld.counter', { current: formatNumber(note.trim().length), max })}
          </Field.HelperText>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
