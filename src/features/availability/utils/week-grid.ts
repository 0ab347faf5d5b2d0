import type { Absence, TeacherAvailability, Weekday } from '@/generated/api/model';
import {
  currentAbsences,
  isAway,
  nextDateOf,
  sortWeekly,
  WEEKDAYS,
  weekdayOf,
} from '@/lib/availability/schedule';

export interface WeekGridDay {
  day: Weekday;
  /** `HH:mm` pairs in Istanbul time, by start. */
  ranges: ReadonlyArray<{ start: string; end: string }>;
  /** Today in Istanbul, whatever the browser's own zone. */
  today: boolean;
  /** The teacher is away on this weekday's next date (today counts as this week's). */
  away: boolean;
}

export interface WeekGrid {
  days: WeekGridDay[];
  /** The teacher set no weekly range at all. */
  empty: boolean;
  /** The absences not over yet, soonest first. */
  absences: Absence[];
}

/** Monday to Sunday with each day's ranges, today and the days the teacher is away, seen from `today` (Istanbul). */
export function weekGridOf(availability: TeacherAvailability, today: string): WeekGrid {
  const weekly = sortWeekly(availability.weekly);
  const absences = currentAbsences(availability.absences, today).sort((a, b) => a.from.localeCompare(b.from));
  const todayDay = weekdayOf(today);
  return {
    days: WEEKDAYS.map((day) => ({
      day,
      ranges: weekly.filter((range) => range.day === day).map(({ start, end }) => ({ start, end })),
      today: day === todayDay,
      away: isAway(absences, nextDateOf(day, today)),
    })),
    empty: weekly.length === 0,
    absences,
  };
}
