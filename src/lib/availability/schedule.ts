/*
 * The one set of rules for a teacher's weekly schedule: the mock backend refuses what breaks them and the
 * schedule form checks the same before it sends (eslint.config.js lets mocks/ import this file). Every time is
 * Europe/Istanbul wall-clock time, `HH:mm` on a 30-minute grid between 07:00 and 24:00, whatever the browser's
 * own zone; dates are Istanbul calendar days (`YYYY-MM-DD`). The module imports only the contract's types and
 * its weekday list (plain data), so it runs anywhere. Rules return codes, not texts: the form words them
 * through i18n, the mock in Turkish.
 */
import type { Absence, TimeRange, WeeklyTimeRange } from '../../generated/api/model';
import { Weekday } from '../../generated/api/model/weekday';

export const SCHEDULE_TIME_ZONE = 'Europe/Istanbul';
/** Ranges start and end on this grid (minutes). */
export const SLOT_MINUTES = 30;
/** The earliest start and the latest end of a range (minutes after midnight): 07:00 and 24:00. */
export const DAY_OPENS = 7 * 60;
export const DAY_CLOSES = 24 * 60;

/** Monday first, as Turkish calendars are (the contract lists the days in this order). */
export const WEEKDAYS: readonly Weekday[] = Object.values(Weekday);

/** The parts of the day a request and the directory filter speak of (the contract's TimeRange), in minutes. */
export const DAY_PARTS: Readonly<Record<TimeRange, { start: number; end: number }>> = {
  MORNING: { start: 8 * 60, end: 12 * 60 },
  AFTERNOON: { start: 12 * 60, end: 17 * 60 },
  EVENING: { start: 17 * 60, end: 22 * 60 },
};

/** Minutes after midnight of an `HH:mm` time up to 24:00, or null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= DAY_CLOSES ? minutes : null;
}

/** `HH:mm` of minutes after midnight (1440 is "24:00"). */
export function timeOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export type ScheduleIssue =
  /** A weekly range (by its index in `weekly`) whose start or end is not an `HH:mm` time. */
  | { code: 'invalidTime'; index: number }
  /** Its start or end is not on the 30-minute grid. */
  | { code: 'offGrid'; index: number }
  /** It starts before 07:00 (or ends after 24:00). */
  | { code: 'outsideDay'; index: number }
  /** It ends at or before its start. */
  | { code: 'reversed'; index: number }
  /** It overlaps the range `other` of the same day (touching ranges, 10:00–12:00 and 12:00–14:00, do not). */
  | { code: 'overlap'; index: number; other: number }
  /** An absence (by its index in `absences`) ending before it starts. */
  | { code: 'absenceReversed'; index: number }
  /** An absence that ended before today. */
  | { code: 'pastAbsence'; index: number };

export interface Schedule {
  weekly: readonly WeeklyTimeRange[];
  absences: readonly Absence[];
}

function rangeIssue(range: WeeklyTimeRange, index: number): ScheduleIssue | null {
  const start = minutesOf(range.start);
  const end = minutesOf(range.end);
  if (start === null || end === null) return { code: 'invalidTime', index };
  if (start % SLOT_MINUTES !== 0 || end % SLOT_MINUTES !== 0) return { code: 'offGrid', index };
  if (start < DAY_OPENS || end > DAY_CLOSES) return { code: 'outsideDay', index };
  if (end <= start) return { code: 'reversed', index };
  return null;
}

/**
 * Everything wrong with a schedule, in the order of its ranges and then its absences; empty when it may be
 * saved. `today` is the Istanbul date (istanbulDate) an absence may not end before.
 */
export function scheduleIssues(schedule: Schedule, today: string): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const valid: Array<{ index: number; day: Weekday; start: number; end: number }> = [];
  schedule.weekly.forEach((range, index) => {
    const issue = rangeIssue(range, index);
    if (issue) issues.push(issue);
    else valid.push({ index, day: range.day, start: minutesOf(range.start)!, end: minutesOf(range.end)! });
  });
  for (const day of WEEKDAYS) {
    const ofDay = valid.filter((range) => range.day === day).sort((a, b) => a.start - b.start);
    ofDay.slice(1).forEach((range, position) => {
      const before = ofDay[position]!;
      if (range.start < before.end) issues.push({ code: 'overlap', index: range.index, other: before.index });
    });
  }
  schedule.absences.forEach((absence, index) => {
    if (absence.to < absence.from) issues.push({ code: 'absenceReversed', index });
    else if (absence.to < today) issues.push({ code: 'pastAbsence', index });
  });
  return issues;
}

/** Weekly ranges in the week's order (Monday first), each day's by start time: how a schedule is stored. */
export function sortWeekly(weekly: readonly WeeklyTimeRange[]): WeeklyTimeRange[] {
  return [...weekly].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
      (minutesOf(a.start) ?? 0) - (minutesOf(b.start) ?? 0),
  );
}

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHEDULE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Istanbul calendar date (`YYYY-MM-DD`) of an instant. */
export function istanbulDate(instant: Date | number): string {
  return istanbulDay.format(instant);
}

/** The date `days` after a `YYYY-MM-DD` date (negative: before). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday (0); WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The next date (today included) that falls on the weekday. */
export function nextDateOf(day: Weekday, today: string): string {
  return addDays(today, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekdayOf(today)) + 7) % 7);
}

/** Whether one of the absences covers the date (both ends inclusive). */
export function isAway(absences: readonly Absence[], date: string): boolean {
  return absences.some((absence) => absence.from <= date && date <= absence.to);
}

/** The absences that have not ended before today: what a profile still shows. */
export function currentAbsences(absences: readonly Absence[], today: string): Absence[] {
  return absences.filter((absence) => absence.to >= today);
}

/** Whether a weekly range on the day overlaps the part of the day (any range that day without a part). */
export function freeOn(weekly: readonly WeeklyTimeRange[], day: Weekday, part?: TimeRange): boolean {
  return weekly.some((range) => {
    if (range.day !== day) return false;
    if (!part) return true;
    const start = minutesOf(range.start) ?? 0;
    const end = minutesOf(range.end) ?? 0;
    return start < DAY_PARTS[part].end && end > DAY_PARTS[part].start;
  });
}

/**
 * The directory's "available on" filter: free on at least one of the days (any day when none are given) for
 * part of the part of the day, and not away on that day's next date.
 */
export function availableFor(
  schedule: Schedule,
  { days, part, today }: { days: readonly Weekday[]; part?: TimeRange; today: string },
): boolean {
  return (days.length > 0 ? days : WEEKDAYS).some(
    (day) => freeOn(schedule.weekly, day, part) && !isAway(schedule.absences, nextDateOf(day, today)),
  );
}
