import { Field, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import { ChoiceSelect } from '@/components/forms/choice-select';
import { DateField } from '@/components/forms/date-field';
import { useGetTeacherAvailability } from '@/generated/api/teacher/teacher';
import { istanbulDate } from '@/lib/availability/schedule';
import { type FirstLessonValues, istanbulInstant, startTimesOn } from '../utils/first-lesson-time';

interface FirstLessonFieldsProps {
  form: UseFormReturn<FirstLessonValues>;
  teacherId: number;
  /** A message under the time (both must be chosen together, or a past moment). */
  error?: string | null;
  onEdit: () => void;
}

/**
 * The first lesson's date (the Turkish date picker, from today in Istanbul) and start time. The times are the
 * teacher's free hours on that weekday where the teacher keeps a schedule, else every half hour of the day;
 * a day the teacher is away says so. All in Istanbul time.
 */
export function FirstLessonFields({ form, teacherId, error, onEdit }: FirstLessonFieldsProps) {
  const { t } = useTranslation('lesson-requests');
  const availability = useGetTeacherAvailability(teacherId).data?.data;
  const date = useWatch({ control: form.control, name: 'date' });
  const { times, fromSchedule, away } = startTimesOn(availability, date);
  // Today in Istanbul when the fields mount: the first day one may pick.
  const [today] = useState(() => istanbulDate(Date.now()));
  const hint = away
    ? t('firstLesson.away')
    : date && !fromSchedule && availability
      ? t('firstLesson.noAvailabilityDay')
      : fromSchedule
        ? t('firstLesson.fromAvailability')
        : null;

  return (
    <Stack gap="3">
      <DateField
        control={form.control}
        name="date"
        label={t('firstLesson.date')}
        min={today}
        onEdit={onEdit}
      />
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t('firstLesson.time')}</Field.Label>
        <ChoiceSelect
          placeholder={t('firstLesson.timePlaceholder')}
          options={times.map((time) => ({ id: time, name: time }))}
          {...form.register('time', { onChange: onEdit })}
        />
        {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
        {error ? (
          <Text textStyle="sm" color={ERROR_COLOUR} role="alert">
            {error}
          </Text>
        ) : null}
      </Field.Root>
    </Stack>
  );
}

/** Why the two fields cannot be sent as they are (a key of the lesson-requests texts). */
export type FirstLessonProblem = 'firstLesson.timeRequired' | 'firstLesson.dateRequired' | 'firstLesson.past';

/** The chosen instant, null for none, or the reason the two fields cannot be sent as they are. */
export function readFirstLesson(
  values: FirstLessonValues,
): { at: string | null } | { error: FirstLessonProblem } {
  if (!values.date && !values.time) return { at: null };
  if (!values.time) return { error: 'firstLesson.timeRequired' };
  if (!values.date) return { error: 'firstLesson.dateRequired' };
  const at = istanbulInstant(values);
  if (Date.parse(at) <= Date.now()) return { error: 'firstLesson.past' };
  return { at };
}
