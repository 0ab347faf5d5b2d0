import type { WeeklyTimeRange } from '../../../src/generated/api/model';
import { addDays, istanbulDate } from '../../../src/lib/availability/schedule';
import { DEMO_TEACHER } from '../demo';
import type { AvailabilityRecord, UserRecord } from '../schema';
import type { SeedContext } from './context';

/*
 * Teachers' schedules, from a few weekly patterns chosen by id (no faker: the rest of the seed stays as it
 * was). Every sixth teacher set nothing (mehmetkaya among them), every seventh from id 3 is away this week,
 * every seventh from id 4 is away in three weeks, and every eleventh from id 1 has an absence that already
 * ended (the profile leaves it out). Dates are Istanbul days relative to the seed's now; "away this week" runs
 * a day longer than a week because the seed's now may be the day before the real one (before 09:00 UTC).
 */

type Pattern = ReadonlyArray<readonly [WeeklyTimeRange['day'], string, string]>;

const WEEKDAY_EVENINGS: Pattern = [
  ['MONDAY', '18:00', '21:00'],
  ['TUESDAY', '18:00', '21:00'],
  ['WEDNESDAY', '18:00', '21:00'],
  ['THURSDAY', '18:00', '21:00'],
  ['FRIDAY', '18:00', '21:00'],
  ['SATURDAY', '10:00', '13:00'],
];
const WEEKENDS: Pattern = [
  ['SATURDAY', '09:00', '12:30'],
  ['SATURDAY', '14:00', '18:00'],
  ['SUNDAY', '10:00', '13:00'],
];
const MIDWEEK_AFTERNOONS: Pattern = [
  ['TUESDAY', '15:00', '20:00'],
  ['WEDNESDAY', '07:00', '09:00'],
  ['THURSDAY', '15:00', '20:00'],
];
const DAYTIME: Pattern = [
  ['MONDAY', '09:00', '12:00'],
  ['MONDAY', '13:30', '17:30'],
  ['WEDNESDAY', '09:00', '12:00'],
  ['WEDNESDAY', '13:30', '17:30'],
  ['FRIDAY', '09:00', '12:00'],
  ['FRIDAY', '13:30', '17:30'],
  ['SATURDAY', '19:00', '24:00'],
];
const PATTERNS = [WEEKDAY_EVENINGS, WEEKENDS, MIDWEEK_AFTERNOONS, DAYTIME];

/** The demo teacher: weekday evenings and Saturday mornings, so a search for Saturday mornings finds her. */
const DEMO_PATTERN: Pattern = [
  ['TUESDAY', '18:00', '21:00'],
  ['THURSDAY', '18:00', '21:00'],
  ['SATURDAY', '09:00', '12:30'],
  ['SUNDAY', '14:00', '17:00'],
];

export const hasNoSchedule = (teacherId: number) => teacherId % 6 === 0;
export const isAwayThisWeek = (teacherId: number) => teacherId % 7 === 3;

export function seedAvailability(ctx: SeedContext, teachers: UserRecord[]): AvailabilityRecord[] {
  const today = istanbulDate(ctx.now);
  return teachers
    .filter((teacher) => !hasNoSchedule(teacher.id))
    .map((teacher, index) => {
      const pattern = teacher.id === DEMO_TEACHER.id ? DEMO_PATTERN : PATTERNS[teacher.id % PATTERNS.length]!;
      const absences = [
        ...(teacher.id % 11 === 1 ? [{ from: addDays(today, -20), to: addDays(today, -10) }] : []),
        ...(isAwayThisWeek(teacher.id) ? [{ from: addDays(today, -1), to: addDays(today, 7) }] : []),
        ...(teacher.id % 7 === 4 ? [{ from: addDays(today, 20), to: addDays(today, 27) }] : []),
      ];
      return {
        id: index + 1,
        teacherId: teacher.id,
        weekly: pattern.map(([day, start, end]) => ({ day, start, end })),
        absences,
        updatedAt: new Date(ctx.now - (teacher.id % 30) * 86_400_000).toISOString(),
      };
    });
}
