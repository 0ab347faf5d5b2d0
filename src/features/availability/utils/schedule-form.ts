import { z } from 'zod';
import type { TeacherAvailability, TeacherAvailabilityUpdate, Weekday } from '@/generated/api/model';
import { Weekday as WeekdayValues } from '@/generated/api/model/weekday';
import {
  DAY_CLOSES,
  DAY_OPENS,
  minutesOf,
  type ScheduleIssue,
  scheduleIssues,
  SLOT_MINUTES,
  sortWeekly,
  timeOf,
  WEEKDAYS,
} from '@/lib/availability/schedule';

/*
 * The schedule editor's values and the steps on them. Times stay the contract's wall-clock `HH:mm` strings of
 * Istanbul from the answer to the request: nothing here goes through a Date, so the browser's own zone never
 * moves an hour. The rules are the shared ones (lib/availability/schedule): this file only places their
 * verdicts on the fields.
 */

export interface ScheduleRange {
  day: Weekday;
  start: string;
  end: string;
}

export interface ScheduleAbsence {
  /** `YYYY-MM-DD`, or '' while not chosen. */
  from: string;
  to: string;
}

export interface ScheduleFormValues {
  /** One flat list, as the contract sends it, so a rule's `index` is the field's index. */
  weekly: ScheduleRange[];
  absences: ScheduleAbsence[];
}

/** Every time a range may start at (07:00–23:30) and end at (07:30–24:00), on the 30-minute grid. */
const grid = (from: number, to: number) =>
  Array.from({ length: (to - from) / SLOT_MINUTES + 1 }, (_, step) => timeOf(from + step * SLOT_MINUTES));
export const START_TIMES = grid(DAY_OPENS, DAY_CLOSES - SLOT_MINUTES);
export const END_TIMES = grid(DAY_OPENS + SLOT_MINUTES, DAY_CLOSES);

/** The stored schedule as the form edits it: the week's order, each day's ranges by start time. */
export function scheduleFormValues(availability: TeacherAvailability | undefined): ScheduleFormValues {
  return {
    weekly: sortWeekly(availability?.weekly ?? []).map(({ day, start, end }) => ({ day, start, end })),
    absences: (availability?.absences ?? []).map(({ from, to }) => ({ from, to })),
  };
}

/** What PUT /v1/teacher/availability receives: the whole schedule, in the week's order. */
export function schedulePayload(values: ScheduleFormValues): TeacherAvailabilityUpdate {
  return {
    weekly: sortWeekly(values.weekly).map(({ day, start, end }) => ({ day, start, end })),
    absences: values.absences.map(({ from, to }) => ({ from, to })),
  };
}

/**
 * The range "Aralık ekle" adds to a day: an hour from where the day's last range ends (09:00–10:00 on an
 * empty day); a day already full to 24:00 gets 09:00–10:00 too, and the overlap rule says why it cannot stay.
 */
export function nextRange(weekly: readonly ScheduleRange[], day: Weekday): ScheduleRange {
  const ends = weekly.filter((range) => range.day === day).map((range) => minutesOf(range.end) ?? 0);
  const start = ends.length > 0 ? Math.max(...ends) : 9 * 60;
  if (start > DAY_CLOSES - SLOT_MINUTES) return { day, start: '09:00', end: '10:00' };
  return { day, start: timeOf(start), end: timeOf(Math.min(start + 60, DAY_CLOSES)) };
}

/** The week with the ranges of `from` copied to each of `to`, replacing what those days had. */
export function copyDay(
  weekly: readonly ScheduleRange[],
  from: Weekday,
  to: readonly Weekday[],
): ScheduleRange[] {
  const source = weekly.filter((range) => range.day === from);
  const kept = weekly.filter((range) => !to.includes(range.day));
  const copies = to
    .filter((day) => day !== from)
    .flatMap((day) => source.map((range) => ({ ...range, day })));
  return sortWeekly([...kept, ...copies]);
}

export const WEEKDAYS_ONLY: readonly Weekday[] = WEEKDAYS.slice(0, 5);

/** A rule about one weekly range, by the range's index (the others are about absences). */
export type RangeIssue = Extract<
  ScheduleIssue,
  { code: 'invalidTime' | 'offGrid' | 'outsideDay' | 'reversed' | 'overlap' }
>;

const isRangeIssue = (issue: ScheduleIssue): issue is RangeIssue =>
  issue.code !== 'absenceReversed' && issue.code !== 'pastAbsence';

/** The first broken rule of each weekly range, by index: what the editor says beside the range. */
export function rangeIssues(values: ScheduleFormValues, today: string): Map<number, RangeIssue> {
  const byIndex = new Map<number, RangeIssue>();
  for (const issue of scheduleIssues(values, today)) {
    if (isRangeIssue(issue) && !byIndex.has(issue.index)) byIndex.set(issue.index, issue);
  }
  return byIndex;
}

const ABSENCE_MESSAGES = {
  required: 'schedule-editor:absences.required',
  absenceReversed: 'schedule-editor:absences.reversed',
  pastAbsence: 'schedule-editor:absences.past',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's check before sending: dates chosen, then every shared rule. A range's rule is put on its start
 * (focus goes there; the text beside the range comes from `rangeIssues`), an absence's on its last day
 * (its date field says it, in the ns:key the field translates).
 */
export function scheduleFormSchema(today: string) {
  const range = z.object({ day: z.enum(WeekdayValues), start: z.string(), end: z.string() });
  const absence = z.object({ from: z.string(), to: z.string() });
  return z.object({ weekly: z.array(range), absences: z.array(absence) }).superRefine((values, ctx) => {
    const missing = new Set<number>();
    values.absences.forEach((entry, index) => {
      for (const end of ['from', 'to'] as const) {
        if (isoDate.test(entry[end])) continue;
        missing.add(index);
        ctx.addIssue({ code: 'custom', path: ['absences', index, end], message: ABSENCE_MESSAGES.required });
      }
    });
    for (const issue of scheduleIssues(values, today)) {
      if (isRangeIssue(issue)) {
        ctx.addIssue({ code: 'custom', path: ['weekly', issue.index, 'start'], message: issue.code });
      } else if (!missing.has(issue.index)) {
        ctx.addIssue({
          code: 'custom',
          path: ['absences', issue.index, 'to'],
          message: ABSENCE_MESSAGES[issue.code],
        });
      }
    }
  });
}
