import { describe, expect, it } from 'vitest';
import { weekGridOf } from './week-grid';

describe('weekGridOf', () => {
  // 2026-11-26 is a Thursday.
  const today = '2026-11-26';

  it('lays the ranges out Monday to Sunday, each day by start, and marks today', () => {
    const grid = weekGridOf(
      {
        teacherId: 7,
        timeZone: 'Europe/Istanbul',
        weekly: [
          { day: 'SATURDAY', start: '14:00', end: '18:00' },
          { day: 'TUESDAY', start: '18:00', end: '21:00' },
          { day: 'SATURDAY', start: '09:00', end: '12:30' },
        ],
        absences: [],
      },
      today,
    );
    expect(grid.empty).toBe(false);
    expect(grid.days.map((day) => day.day)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(grid.days[5]!.ranges).toEqual([
      { start: '09:00', end: '12:30' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(grid.days.filter((day) => day.today).map((day) => day.day)).toEqual(['THURSDAY']);
  });

  it('marks the days whose next date falls in an absence and leaves out absences already over', () => {
    const grid = weekGridOf(
      {
        teacherId: 7,
        timeZone: 'Europe/Istanbul',
        weekly: [],
        absences: [
          { from: '2026-11-28', to: '2026-11-30' },
          { from: '2026-11-01', to: '2026-11-10' },
        ],
      },
      today,
    );
    expect(grid.empty).toBe(true);
    expect(grid.absences).toEqual([{ from: '2026-11-28', to: '2026-11-30' }]);
    // Saturday 28th, Sunday 29th and next Monday 30th.
    expect(grid.days.filter((day) => day.away).map((day) => day.day)).toEqual([
      'MONDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
  });
});
