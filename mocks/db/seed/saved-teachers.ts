import { DEMO_STUDENT, DEMO_STUDENT_2 } from '../demo';
import type { SavedTeacherRecord } from '../schema';
import { type SeedContext } from './context';

const HOUR = 3_600_000;

/**
 * Saved teachers of the two demo students (fixed ids, no faker draw, so the rest of the seed does not move).
 * The demo teacher (7) is saved by the second student only, so a test can save and unsave her as the first
 * one from scratch.
 */
const SAVED: ReadonlyArray<readonly [studentId: number, teacherId: number, hoursAgo: number]> = [
  [DEMO_STUDENT.id, 3, 70],
  [DEMO_STUDENT.id, 15, 30],
  [DEMO_STUDENT.id, 24, 5],
  [DEMO_STUDENT_2.id, 7, 50],
  [DEMO_STUDENT_2.id, 31, 8],
];

export function seedSavedTeachers(ctx: SeedContext): SavedTeacherRecord[] {
  return SAVED.map(([studentId, teacherId, hoursAgo], index) => ({
    id: index + 1,
    studentId,
    teacherId,
    savedAt: new Date(ctx.now - hoursAgo * HOUR).toISOString(),
  }));
}
