import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelIcon } from '@/components/display/label-icon';
import { toaster } from '@/components/feedback/toaster';
import { FormFrame, submitStateOf } from '@/components/forms/form-frame';
import { DiscardChangesDialog } from '@/components/overlays/discard-changes';
import type { TeacherAvailability, Weekday } from '@/generated/api/model';
import { failureText } from '@/lib/api/screen-failure';
import { istanbulDate, WEEKDAYS } from '@/lib/availability/schedule';
import { useScheduleLeaveGuard } from '../hooks/schedule-leave-guard';
import { useScheduleSave } from '../hooks/schedule-save';
import {
  copyDay,
  nextRange,
  rangeIssues,
  scheduleFormSchema,
  scheduleFormValues,
  schedulePayload,
  type ScheduleFormValues,
} from '../utils/schedule-form';
import { ScheduleEditorAbsences } from './schedule-editor-absences';
import { ScheduleEditorCopyDialog } from './schedule-editor-copy-dialog';
import { ScheduleEditorDay } from './schedule-editor-day';

interface ScheduleEditorFormProps {
  teacherId: number;
  saved: TeacherAvailability;
}

/**
 * The weekly schedule and the away dates, sent whole with one press. Each range's broken rule shows beside it
 * as it is chosen (the shared rules of lib/availability); the away dates say theirs on the first save. A
 * refused or failed save shows the server's words above the form and keeps everything as it was chosen;
 * leaving with unsaved changes asks first.
 */
export function ScheduleEditorForm({ teacherId, saved }: ScheduleEditorFormProps) {
  const { t } = useTranslation('schedule-editor');
  // Istanbul's today, whatever the browser's zone: the first day an absence may still run to.
  const [today] = useState(() => istanbulDate(Date.now()));
  const schema = useMemo(() => scheduleFormSchema(today), [today]);
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(schema),
    defaultValues: scheduleFormValues(saved),
    shouldFocusError: true,
  });
  const { control, register, formState } = form;
  const weekly = useFieldArray({ control, name: 'weekly' });
  const values = useWatch({ control }) as ScheduleFormValues;
  const issues = rangeIssues(values, today);
  const save = useScheduleSave(teacherId);
  const leave = useScheduleLeaveGuard(formState.isDirty);
  const [copyFrom, setCopyFrom] = useState<Weekday | null>(null);
  const addButtons = useRef(new Map<Weekday, HTMLButtonElement>());

  const onEdit = () => {
    if (save.isError || save.isSuccess) save.reset();
  };
  const failure = save.isError
    ? failureText(save.error, { failed: t('failed'), network: t('network') })
    : null;

  // Awaited, so the submit lock holds until the answer. The saved schedule becomes the new starting point;
  // a failure leaves every value as it was and is shown from `save.error`.
  const onSubmit = form.handleSubmit(async (next) => {
    await save
      .mutateAsync(
        { data: schedulePayload(next) },
        { onSuccess: (response) => form.reset(scheduleFormValues(response.data)) },
      )
      .catch(() => undefined);
  });

  const rangesOf = (day: Weekday) =>
    weekly.fields.flatMap((field, index) =>
      field.day === day ? [{ key: field.id, index, range: values.weekly[index] ?? field }] : [],
    );

  return (
    <>
      <FormFrame
        onSubmit={onSubmit}
        failure={failure}
        size="md"
        submit={{ label: t('submit'), busyLabel: t('saving'), ...submitStateOf(save) }}
      >
        <Stack gap="3">
          <Heading as="h3" textStyle="md" fontWeight="semibold">
            {t('weekly.title')}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {t('weekly.hint')}
          </Text>
          <Stack as="ul" listStyleType="none" gap="4" mt="2">
            {WEEKDAYS.map((day) => (
              <ScheduleEditorDay
                key={day}
                day={day}
                ranges={rangesOf(day)}
                weekly={values.weekly}
                issues={issues}
                register={register}
                onEdit={onEdit}
                addRef={(element) => {
                  if (element) addButtons.current.set(day, element);
                }}
                onAdd={() => {
                  weekly.append(nextRange(values.weekly, day), { shouldFocus: true });
                  onEdit();
                }}
                onRemove={(index) => {
                  weekly.remove(index);
                  onEdit();
                  addButtons.current.get(day)?.focus();
                }}
                onCopy={() => setCopyFrom(day)}
              />
            ))}
          </Stack>
        </Stack>
        <ScheduleEditorAbsences control={control} today={today} onEdit={onEdit} />
        {formState.isDirty ? (
          <HStack gap="3" wrap="wrap" justify="space-between">
            <Text textStyle="sm" color="fg.muted">
              {t('unsaved')}
            </Text>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                form.reset();
                onEdit();
              }}
            >
              <LabelIcon icon={RotateCcw} />
              {t('reset')}
            </Button>
          </HStack>
        ) : null}
      </FormFrame>
      <ScheduleEditorCopyDialog
        from={copyFrom}
        onClose={() => setCopyFrom(null)}
        onCopy={(from, to) => {
          weekly.replace(copyDay(values.weekly, from, to));
          onEdit();
          setCopyFrom(null);
          toaster.create({
            type: 'info',
            title: t('copy.copied', { day: t(`days.${from}`), count: to.length }),
          });
        }}
      />
      <DiscardChangesDialog {...leave} />
    </>
  );
}
