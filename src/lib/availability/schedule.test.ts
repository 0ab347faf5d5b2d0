import { describe, expect, it } from 'vitest';
import { availableFor, istanbulDate, nextDateOf, scheduleIssues, weekdayOf } from './schedule';

describe('schedule rules', () => {
  it('reads dates in Istanbul whatever the machine zone: 21:30 UTC is already the next day there', () => {
    expect(istanbulDate(Date.parse('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
    expect(istanbulDate(Date.parse('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
  });

  it('names weekdays and finds the next date of one, today included', () => {
    expect(weekdayOf('2026-11-26')).toBe('THURSDAY');
    expect(nextDateOf('THURSDAY', '2026-11-26')).toBe('2026-11-26');
    expect(nextDateOf('SATURDAY', '2026-11-26')).toBe('2026-11-28');
    expect(nextDateOf('WEDNESDAY', '2026-11-26')).toBe('2026-12-02');
  });

  it('lets touching ranges pass and reports an overlap against the earlier range', () => {
    const touching = [
      { day: 'MONDAY', start: '10:00', end: '12:00' },
      { day: 'MONDAY', start: '12:00', end: '14:00' },
    ] as const;
    expect(scheduleIssues({ weekly: touching, absences: [] }, '2026-11-26')).toEqual([]);
    const overlapping = [
      { day: 'MONDAY', start: '11:00', end: '13:00' },
      { day: 'MONDAY', start: '10:00', end: '12:00' },
    ] as const;
    expect(scheduleIssues({ weekly: overlapping, absences: [] }, '2026-11-26')).toEqual([
      { code: 'overlap', index: 0, other: 1 },
    ]);
  });

  it('counts a day as free only when the teacher is not away on its next date', () => {
    const schedule = {
      weekly: [{ day: 'SATURDAY', start: '09:00', end: '10:00' }] as const,
      absences: [{ from: '2026-11-28', to: '2026-11-28' }],
    };
    expect(availableFor(schedule, { days: ['SATURDAY'], part: 'MORNING', today: '2026-11-26' })).toBe(false);
    expect(availableFor(schedule, { days: ['SATURDAY'], part: 'MORNING', today: '2026-11-29' })).toBe(true);
    expect(availableFor(schedule, { days: ['SATURDAY'], part: 'AFTERNOON', today: '2026-11-29' })).toBe(
      false,
    );
  });
});
