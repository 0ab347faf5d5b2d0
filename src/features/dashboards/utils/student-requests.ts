import type { LessonRequest } from '@/generated/api/model';
import { awaitsReview } from '@/lib/lessons/review-gate';

export interface ContactedTeacher {
  teacherId: number;
  name: string | null;
  username: string | null;
  profileImage: string | null;
  /** How many of the student's requests went to this teacher. */
  requestCount: number;
}

/**
 * The distinct teachers a student has sent lesson requests to, in the order of their newest request (the
 * server sends requests newest first), with the name and photo of that newest request.
 */
export function contactedTeachers(requests: LessonRequest[]): ContactedTeacher[] {
  const byTeacher = new Map<number, ContactedTeacher>();
  for (const request of requests) {
    const known = byTeacher.get(request.teacherId);
    if (known) {
      known.requestCount += 1;
      continue;
    }
    byTeacher.set(request.teacherId, {
      teacherId: request.teacherId,
      name: request.teacherName?.trim() || null,
      username: request.teacherUsername?.trim() || null,
      profileImage: request.teacherProfileImage ?? null,
      requestCount: 1,
    });
  }
  return [...byTeacher.values()];
}

/** One review per held lesson (lib/lessons/review-gate): those the student has not reviewed yet. */
export function awaitingReview(requests: LessonRequest[]): LessonRequest[] {
  return requests.filter(awaitsReview);
}
