import { DEMO_STUDENT, DEMO_TEACHER, findUserById, getDb, type LessonRequestRecord } from '../../mocks/db';
import { createLessonRequest } from '../../mocks/db/services/lesson-requests';
import type { LessonRequestCreate } from '../../src/generated/api/model';

/*
 * Lesson requests for route-level tests, made through the mock backend's own service (so they are exactly
 * what a student's POST makes, notifications included) and sent now, so none has expired.
 */

type Mode = 'ONLINE' | 'IN_PERSON' | 'BOTH';

/** One of the demo teacher's listings the demo student has no open request for, made to offer `mode`. */
export async function freeListing(mode: Mode = 'BOTH') {
  const db = await getDb();
  const open = new Set(
    db.lessonRequests
      .findMany((q) => q.where({ studentId: DEMO_STUDENT.id, status: 'PENDING' }))
      .map((request) => request.announcementId),
  );
  const listing = db.announcements
    .findMany((q) => q.where({ teacherId: DEMO_TEACHER.id }))
    .find((candidate) => !open.has(candidate.id));
  if (!listing) throw new Error('the demo teacher has no listing free of a pending request');
  await db.announcements.update((q) => q.where({ id: listing.id }), {
    data(draft) {
      draft.lessonMode = mode;
    },
  });
  return { ...listing, lessonMode: mode };
}

export const REQUEST_MESSAGE = 'Merhaba hocam, sınava hazırlanıyorum; haftada iki ders istiyorum.';

/** A pending request from the demo student to the demo teacher, sent just now (`wish` overrides its choices). */
export async function sendLessonRequest(
  wish: Partial<Omit<LessonRequestCreate, 'announcementId'>> = {},
): Promise<LessonRequestRecord> {
  const db = await getDb();
  const listing = await freeListing('BOTH');
  return createLessonRequest(db, findUserById(db, DEMO_STUDENT.id)!, {
    announcementId: listing.id,
    message: REQUEST_MESSAGE,
    preferredLessonMode: 'ONLINE',
    preferredDays: ['TUESDAY', 'THURSDAY'],
    preferredTimeRanges: ['EVENING'],
    preferredStartDate: null,
    ...wish,
  });
}
