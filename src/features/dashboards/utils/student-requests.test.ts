import { describe, expect, it } from 'vitest';
import type { LessonRequest } from '@/generated/api/model';
import { awaitingReview, contactedTeachers } from './student-requests';

const request = (id: number, overrides: Partial<LessonRequest> = {}): LessonRequest => ({
  id,
  status: 'PENDING',
  announcementId: 1,
  studentId: 61,
  teacherId: 7,
  teacherName: 'Zeynep Çelik',
  teacherUsername: 'zeynepcelik',
  createdAt: '2026-11-20T09:00:00Z',
  ...overrides,
});

describe('contactedTeachers', () => {
  it('lists each teacher once, newest first, counting their requests', () => {
    const teachers = contactedTeachers([
      request(3, { teacherId: 12, teacherName: 'Mehmet Kaya', teacherUsername: 'mehmetkaya' }),
      request(2),
      request(1, { teacherId: 12 }),
    ]);
    expect(teachers.map((t) => [t.teacherId, t.name, t.requestCount])).toEqual([
      [12, 'Mehmet Kaya', 2],
      [7, 'Zeynep Çelik', 1],
    ]);
  });
});

describe('awaitingReview', () => {
  it('keeps held lessons (COMPLETED) without a review only; an approved request is not reviewed yet', () => {
    const ids = awaitingReview([
      request(1, { status: 'COMPLETED', reviewId: null }),
      request(2, { status: 'COMPLETED', reviewId: 40 }),
      request(3, { status: 'PENDING' }),
      request(4, { status: 'COMPLETED' }),
      request(5, { status: 'APPROVED', reviewId: null }),
      request(6, { status: 'NO_SHOW', reviewId: null }),
    ]).map((r) => r.id);
    expect(ids).toEqual([1, 4]);
  });
});
