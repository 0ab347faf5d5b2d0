import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';
import { istanbulDate } from '@/lib/availability/schedule';
import { formatDate } from '@/i18n/formatters';
import type { FirstLessonValues } from '../utils/first-lesson-time';
import { FirstLessonFields, readFirstLesson } from './first-lesson-fields';

interface FirstLessonDialogProps {
  open: boolean;
  busy: boolean;
  teacherId: number;
  /** The time already set, shown as the starting choice. */
  current: string | null | undefined;
  onDismiss: () => void;
  onConfirm: (firstLessonAt: string) => void;
}

const clock = (value: string) =>
  formatDate(value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'tr-TR');

/** Either party sets or moves the first lesson's time (both fields needed here), in Istanbul time. */
export function FirstLessonDialog({
  open,
  busy,
  teacherId,
  current,
  onDismiss,
  onConfirm,
}: FirstLessonDialogProps) {
  const { t } = useTranslation('lesson-requests');
  const form = useForm<FirstLessonValues>({
    values: current
      ? { date: istanbulDate(Date.parse(current)), time: clock(current) }
      : { date: '', time: '' },
  });
  const [error, setError] = useState<string | null>(null);

  return (
    <ConfirmDialog
      open={open}
      role="dialog"
      title={t('firstLesson.scheduleTitle')}
      description={t('firstLesson.scheduleBody')}
      cancelLabel={t('firstLesson.dismiss')}
      confirmLabel={t('firstLesson.save')}
      tone="brand"
      busy={busy}
      onCancel={onDismiss}
      onConfirm={() => {
        const read = readFirstLesson(form.getValues());
        if ('error' in read) return setError(t(read.error));
        if (!read.at) return setError(t('firstLesson.dateRequired'));
        onConfirm(read.at);
      }}
      onExitComplete={() => setError(null)}
    >
      <FirstLessonFields form={form} teacherId={teacherId} error={error} onEdit={() => setError(null)} />
    </ConfirmDialog>
  );
}
