import { z } from 'zod';
import {
  type LessonMode,
  PreferredLessonMode,
  TimeRange,
  Weekday,
  type WeeklyTimeRange,
} from '@/generated/api/model';
import {
  lessonRequestCreateMessageMax,
  lessonRequestCreateMessageMin,
} from '@/generated/zod/components/index.zod';
import type { LessonRequestCreate } from '@/generated/zod/components/index.zod';
import { CreateLessonRequestBody } from '@/generated/zod/lesson-requests/lesson-requests.zod';
import { formatDate } from '@/i18n/formatters';
import { DAY_PARTS, minutesOf, sortWeekly } from '@/lib/availability/schedule';
import { containsContactDetails } from '@/lib/validation/contact-details';
import { userTextField } from '@/lib/validation/user-text-field';

/** Monday first, as Turkish calendars show the week. */
export const DAY_ORDER = Object.values(Weekday);
export const TIME_ORDER = Object.values(TimeRange);

export const MESSAGE_MIN = lessonRequestCreateMessageMin;
export const MESSAGE_MAX = lessonRequestCreateMessageMax;

/** The lesson modes a student may pick for a listing: its own one, or either when it offers both. */
export function modesFor(lessonMode: LessonMode | undefined): PreferredLessonMode[] {
  if (lessonMode === 'ONLINE' || lessonMode === 'IN_PERSON') return [lessonMode];
  return Object.values(PreferredLessonMode);
}

/** Today's date in Istanbul as YYYY-MM-DD, so "not before today" means the same day for everyone. */
export const todayInIstanbul = (now: Date = new Date()): string =>
  formatDate(now, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

const isMode = (value: string): value is PreferredLessonMode =>
  (Object.values(PreferredLessonMode) as string[]).includes(value);

/** A chosen range as a checkbox value: 'SATURDAY 09:00 12:30'. */
export const slotKey = (slot: WeeklyTimeRange): string => `${slot.day} ${slot.start} ${slot.end}`;

/** The teacher's ranges the keys name, in the week's order (keys of ranges the teacher no longer has drop out). */
export function slotsOf(keys: readonly string[], weekly: readonly WeeklyTimeRange[]): WeeklyTimeRange[] {
  return sortWeekly(weekly.filter((range) => keys.includes(slotKey(range)))).map(({ day, start, end }) => ({
    day,
    start,
    end,
  }));
}

/** The parts of the day the ranges touch, for a server that reads only `preferredTimeRanges`. */
export function partsOf(slots: readonly WeeklyTimeRange[]): TimeRange[] {
  return TIME_ORDER.filter((part) =>
    slots.some(
      (slot) =>
        (minutesOf(slot.start) ?? 0) < DAY_PARTS[part].end &&
        (minutesOf(slot.end) ?? 0) > DAY_PARTS[part].start,
    ),
  );
}

/**
 * The request form. With the teacher's weekly ranges (`weekly` not empty), the student picks among them and the
 * coarse days and parts of the day are derived from the picks (a server that ignores `preferredSlots` still
 * reads the wish); without them, days and time ranges are asked for (a teacher cannot plan a lesson without them) though
 * the contract lets them be empty; the start date may be left out but not be in the past; the message is sent
 * as the one text rule leaves it (no control or bidi characters) and trimmed, and counted so. The result is checked against the generated body
 * schema, so what is sent always meets the contract.
 */
export const requestFormSchema = (weekly: readonly WeeklyTimeRange[]) => {
  const withSlots = weekly.length > 0;
  return z
    .object({
      announcementId: z.string().regex(/^\d+$/, { error: 'lesson-requests:form.errors.listingRequired' }),
      preferredLessonMode: z.string().refine(isMode, { error: 'lesson-requests:form.errors.modeRequired' }),
      preferredDays: z
        .array(z.enum(Weekday))
        .min(withSlots ? 0 : 1, { error: 'lesson-requests:form.errors.daysRequired' }),
      preferredTimeRanges: z
        .array(z.enum(TimeRange))
        .min(withSlots ? 0 : 1, { error: 'lesson-requests:form.errors.timesRequired' }),
      preferredSlots: z.array(z.string()).refine((keys) => !withSlots || slotsOf(keys, weekly).length > 0, {
        error: 'lesson-requests:form.errors.slotsRequired',
      }),
      preferredStartDate: z
        .string()
        .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), {
          error: 'lesson-requests:form.errors.startDateInvalid',
          abort: true,
        })
        .refine((value) => value === '' || value >= todayInIstanbul(), {
          error: 'lesson-requests:form.errors.startDatePast',
        }),
      message: userTextField({
        multiline: true,
        min: MESSAGE_MIN,
        max: MESSAGE_MAX,
        messages: {
          required: 'lesson-requests:form.errors.messageRequired',
          min: 'lesson-requests:form.errors.messageMin',
          max: 'lesson-requests:form.errors.messageMax',
        },
        stopWhenEmpty: true,
        // Contacts are shared by the app when the Eğitmen approves; the server refuses them before that too.
      }).refine((text) => !containsContactDetails(text), {
        error: 'lesson-requests:form.errors.messageContact',
      }),
    })
    .transform((values): LessonRequestCreate => {
      const common = {
        announcementId: Number(values.announcementId),
        message: values.message,
        preferredLessonMode: values.preferredLessonMode,
        preferredStartDate: values.preferredStartDate || null,
      };
      if (!withSlots) {
        return {
          ...common,
          preferredDays: DAY_ORDER.filter((day) => values.preferredDays.includes(day)),
          preferredTimeRanges: TIME_ORDER.filter((time) => values.preferredTimeRanges.includes(time)),
        };
      }
      const slots = slotsOf(values.preferredSlots, weekly);
      return {
        ...common,
        preferredDays: DAY_ORDER.filter((day) => slots.some((slot) => slot.day === day)),
        preferredTimeRanges: partsOf(slots),
        preferredSlots: slots,
      };
    })
    .pipe(CreateLessonRequestBody);
};

export type LessonRequestFormValues = z.input<ReturnType<typeof requestFormSchema>>;

/** The validation messages above, typed, so the screen can translate the one a field carries. */
export const FORM_ERROR_KEYS = [
  'lesson-requests:form.errors.listingRequired',
  'lesson-requests:form.errors.modeRequired',
  'lesson-requests:form.errors.daysRequired',
  'lesson-requests:form.errors.timesRequired',
  'lesson-requests:form.errors.slotsRequired',
  'lesson-requests:form.errors.startDateInvalid',
  'lesson-requests:form.errors.startDatePast',
  'lesson-requests:form.errors.messageRequired',
  'lesson-requests:form.errors.messageMin',
  'lesson-requests:form.errors.messageMax',
  'lesson-requests:form.errors.messageContact',
] as const;

export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

export const isFormErrorKey = (value: unknown): value is FormErrorKey =>
  (FORM_ERROR_KEYS as readonly unknown[]).includes(value);

export function emptyFormValues(
  listingId: number | null,
  mode: LessonMode | undefined,
): LessonRequestFormValues {
  const modes = modesFor(mode);
  return {
    announcementId: listingId === null ? '' : String(listingId),
    preferredLessonMode: modes.length === 1 ? modes[0]! : '',
    preferredDays: [],
    preferredTimeRanges: [],
    preferredSlots: [],
    preferredStartDate: '',
    message: '',
  };
}
