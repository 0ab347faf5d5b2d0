import type { TeacherAvailability } from '@/generated/api/model';
import {
  DAY_CLOSES,
  DAY_OPENS,
  isAway,
  minutesOf,
  SLOT_MINUTES,
  timeOf,
  weekdayOf,
} from '@/lib/availability/schedule';

export interface FirstLessonValues {
  /** 'YYYY-MM-DD' (Istanbul calendar) or '' */
  date: string;
  /** 'HH:mm' (Istanbul time) or '' */
  time: string;
}

/**
 * The instant of an Istanbul date and time, with its offset. Europe/Istanbul keeps +03:00 all year (no
 * daylight saving since 2016), so the offset is fixed; the server reads the instant, the screens show it in
 * Istanbul time.
 */
export const istanbulInstant = ({ date, time }: FirstLessonValues): string => `${date}T${time}:00+03:00`;

/** The start times offered for a date: the teacher's free ranges that weekday on the 30-minute grid. */
export function startTimesOn(
  availability: Pick<TeacherAvailability, 'weekly' | 'absences'> | undefined,
  date: string,
): { times: string[]; fromSchedule: boolean; away: boolean } {
  const all = () => {
    const times: string[] = [];
    for (let m = DAY_OPENS; m < DAY_CLOSES; m += SLOT_MINUTES) times.push(timeOf(m));
    return times;
  };
  if (!availability || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    return { times: all(), fromSchedule: false, away: false };
  const away = isAway(availability.absences, date);
  const day = weekdayOf(date);
  const times = new Set<string>();
  for (const range of availability.weekly.filter((r) => r.day === day)) {
    const start = minutesOf(range.start) ?? DAY_OPENS;
    const end = minutesOf(range.end) ?? DAY_CLOSES;
    for (let m = start; m < end; m += SLOT_MINUTES) times.add(timeOf(m));
  }
  if (times.size === 0) return { times: all(), fromSchedule: false, away };
  return { times: [...times].sort(), fromSchedule: true, away };
}
