import { describe, expect, it } from 'vitest';
import type { LessonRequest } from '@/generated/api/model';
import { msUntilLessonDue } from './lesson-stage';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const approved = (firstLessonAt: string | null, lessonDue = false) =>
  ({ id: 1, status: 'APPROVED', firstLessonAt, lessonDue }) as LessonRequest;

describe('msUntilLessonDue', () => {
  it('waits until a moment after a scheduled first lesson', () => {
    expect(msUntilLessonDue(approved('2026-11-26T11:00:00Z'), NOW)).toBe(3_600_000 + 2_000);
  });

  it('never waits longer than a timer can', () => {
    expect(msUntilLessonDue(approved('2027-06-01T10:00:00Z'), NOW)).toBe(2 ** 31 - 1);
  });

  it('waits for nothing when no lesson is ahead', () => {
    expect(msUntilLessonDue(undefined, NOW)).toBe(false);
    expect(msUntilLessonDue(approved(null), NOW)).toBe(false);
    expect(msUntilLessonDue(approved('2026-11-26T09:00:00Z', true), NOW)).toBe(false);
    expect(msUntilLessonDue({ ...approved('2026-11-26T11:00:00Z'), status: 'COMPLETED' }, NOW)).toBe(false);
  });
});
