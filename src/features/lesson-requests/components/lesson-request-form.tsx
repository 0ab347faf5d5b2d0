import { Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/forms/choice-select';
import { DateField } from '@/components/forms/date-field';
import { FormField } from '@/components/forms/form-field';
import { FormFrame, submitStateOf } from '@/components/forms/form-frame';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useSessionDraft } from '@/hooks/use-session-draft';
import type { Announcement, LessonRequest, Weekday, WeeklyTimeRange } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { WEEKDAYS } from '@/lib/availability/schedule';
import { failureText } from '@/lib/api/screen-failure';
import { useSendLessonRequest } from '../hooks/use-send-lesson-request';
import { pendingRequestFor } from '../utils/lesson-request-list';
import {
  DAY_ORDER,
  emptyFormValues,
  isFormErrorKey,
  MESSAGE_MAX,
  modesFor,
  requestFormSchema,
  slotKey,
  TIME_ORDER,
  todayInIstanbul,
} from '../utils/request-form-schema';
import { CheckboxFieldset, RadioFieldset, type SlotDay, SlotFieldset } from './choice-fieldsets';
import { PendingRequestNotice } from './pending-request-notice';

interface LessonRequestFormProps {
  /** The listings to choose from; with one listing given by the URL, it is fixed and no select is shown. */
  listings: readonly Announcement[];
  fixedListing: boolean;
  /** The student's own requests, to say at once when a listing already has a pending one. */
  myRequests: readonly LessonRequest[] | undefined;
  /** Names the form's draft: the listing or the teacher the request is for. */
  draftKey: string;
  /** The teacher's weekly free ranges (Istanbul time): when there are any, the choices of days and times. */
  weekly: readonly WeeklyTimeRange[];
  /** The weekdays whose next date the teacher is away on. */
  awayDays: readonly Weekday[];
}

/**
 * The lesson request: listing, lesson mode (as the listing offers it), the teacher's free ranges the student
 * can make (or, for a teacher who set none, preferred days and parts of the day), an optional
 * start date and a message of 20–500 characters with a live counter. Sent once; a refusal is said above the
 * fields in the server's words. What is typed survives an expiry and the sign-in after it (a session draft).
 */
export function LessonRequestForm({
  listings,
  fixedListing,
  myRequests,
  draftKey,
  weekly,
  awayDays,
}: LessonRequestFormProps) {
  const { t } = useTranslation('lesson-requests');
  const first = fixedListing ? listings[0] : undefined;
  // Everything typed is kept as a draft until the request is sent, so an expiry mid-way costs nothing.
  const draft = useSessionDraft(draftKey, emptyFormValues(first?.id ?? null, first?.lessonMode));
  const schema = useMemo(() => requestFormSchema(weekly), [weekly]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: draft.start,
    shouldFocusError: true,
  });
  useFormDraft(form.control, draft);
  const { errors } = form.formState;
  const send = useSendLessonRequest(draft.clear);

  const listingId = useWatch({ control: form.control, name: 'announcementId' });
  const message = useWatch({ control: form.control, name: 'message' });
  const listing = listings.find((candidate) => String(candidate.id) === listingId);
  const modes = modesFor(listing?.lessonMode);
  const pending = listing ? pendingRequestFor(myRequests, listing.id) : undefined;

  const say = (message?: string) => (isFormErrorKey(message) ? t(message) : undefined);
  const clearFailure = () => {
    if (send.error) send.reset();
  };
  const failure = send.error ? failureText(send.error, { failed: t('form.failed') }) : null;

  const onSubmit = form.handleSubmit((body) => send.send(body));
  // A choice the student changes clears the refusal shown for the previous attempt.
  const edited =
    <T,>(onChange: (value: T) => void) =>
    (value: T) => {
      onChange(value);
      clearFailure();
    };
  // The preferred days and the preferred times are the same group of checkboxes over their own choices.
  // Generic over the choice type, so each label's i18n key stays typed (`days.MONDAY`, not `days.${string}`).
  const checkboxGroup = <V extends string>(
    name: 'preferredDays' | 'preferredTimeRanges',
    legend: string,
    values: readonly V[],
    label: (value: V) => string,
    columns?: Record<string, number>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxFieldset<string>
          legend={legend}
          choices={values.map((value) => ({ value, label: label(value) }))}
          value={field.value}
          onChange={edited(field.onChange)}
          inputRef={field.ref}
          {...(columns ? { columns } : {})}
          error={say(errors[name]?.message)}
        />
      )}
    />
  );

  const select = fixedListing ? null : (
    <FormField label={t('form.listing')} error={errors.announcementId?.message} required>
      {(describedBy) => (
        <ChoiceSelect
          {...describedBy}
          {...form.register('announcementId', {
            onChange: (event: { target: { value: string } }) => {
              clearFailure();
              // A listing that offers one mode only picks it; otherwise the student chooses again.
              const next = listings.find((candidate) => String(candidate.id) === event.target.value);
              const allowed = modesFor(next?.lessonMode);
              form.setValue('preferredLessonMode', allowed.length === 1 ? allowed[0]! : '');
            },
          })}
          placeholder={t('form.listingPlaceholder')}
          options={listings.map((candidate) => ({ id: candidate.id, name: candidate.title }))}
        />
      )}
    </FormField>
  );

  if (pending) {
    return (
      <>
        {select}
        <PendingRequestNotice request={pending} />
      </>
    );
  }

  const length = message.trim().length;
  // The teacher's ranges by weekday, Monday first; days without one are left out.
  const slotDays: SlotDay[] = WEEKDAYS.flatMap((day) => {
    const ranges = weekly.filter((range) => range.day === day);
    if (ranges.length === 0) return [];
    return [
      {
        day,
        name: t(`days.${day}`),
        ...(awayDays.includes(day) ? { note: t('form.slotAway') } : {}),
        choices: ranges.map((range) => ({ value: slotKey(range), label: `${range.start}–${range.end}` })),
      },
    ];
  });
  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: t('form.submit'), busyLabel: t('form.sending'), ...submitStateOf(send) }}
    >
      {select}
      <Controller
        control={form.control}
        name="preferredLessonMode"
        render={({ field }) => (
          <RadioFieldset
            legend={t('form.mode')}
            choices={modes.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
            value={field.value}
            onChange={edited(field.onChange)}
            inputRef={field.ref}
            helper={
              modes.length === 1 && modes[0]
                ? t('form.modeOnly', { mode: t(`modes.${modes[0]}`) })
                : undefined
            }
            error={say(errors.preferredLessonMode?.message)}
          />
        )}
      />
      {weekly.length > 0 ? (
        <Controller
          control={form.control}
          name="preferredSlots"
          render={({ field }) => (
            <SlotFieldset
              legend={t('form.slots')}
              helper={t('form.slotsHelper')}
              days={slotDays}
              value={field.value}
              onChange={edited(field.onChange)}
              inputRef={field.ref}
              error={say(errors.preferredSlots?.message)}
            />
          )}
        />
      ) : (
        <>
          {checkboxGroup('preferredDays', t('form.days'), DAY_ORDER, (day) => t(`days.${day}`))}
          {checkboxGroup('preferredTimeRanges', t('form.times'), TIME_ORDER, (time) => t(`times.${time}`), {
            base: 1,
            sm: 3,
          })}
        </>
      )}
      <DateField
        control={form.control}
        name="preferredStartDate"
        label={t('form.startDate')}
        min={todayInIstanbul()}
        onEdit={clearFailure}
      />
      <FormField
        label={t('form.message')}
        error={errors.message?.message}
        helper={
          <>
            <Text as="span" display="block">
              {t('form.messageHelper')}
            </Text>
            <Text as="span" display="block">
              {t('form.counter', { current: formatNumber(length), max: formatNumber(MESSAGE_MAX) })}
            </Text>
          </>
        }
        required
      >
        {(describedBy) => (
          <Textarea {...describedBy} {...form.register('message', { onChange: clearFailure })} rows={6} />
        )}
      </FormField>
    </FormFrame>
  );
}
