import type { LessonRequestCreate } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { LessonRequestRecord, LessonRequestStatus, UserRecord } from '../schema';
import { nextId } from '../store';
import { lessonRequestNotice } from './notices';
import { notify } from './notifications';
import { findUserById } from './users';

/*
 * The lesson-request lifecycle: a student asks (PENDING); the teacher approves (APPROVED, contact details become
 * visible) or rejects (REJECTED, optionally with a reason); the student may withdraw while it is pending
 * (CANCELLED). Every step notifies the counterpart.
 */

const NOT_FOUND = 'Ders talebi bulunamadı.';

export function requestsOf(db: Db, user: UserRecord, status?: LessonRequestStatus): LessonRequestRecord[] {
  const mine = (r: LessonRequestRecord) =>
    (user.role === 'ROLE_TEACHER' ? r.teacherId : r.studentId) === user.id;
  return db.lessonRequests
    .findMany((q) => q.where((r) => mine(r) && (status === undefined || r.status === status)))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** A request its student or its teacher may see; anyone else gets "not found", as if it did not exist. */
export function visibleRequest(db: Db, user: UserRecord, id: number): LessonRequestRecord {
  const request = db.lessonRequests.findFirst((q) => q.where({ id }));
  if (!request || (request.studentId !== user.id && request.teacherId !== user.id))
    throw new DomainError(404, NOT_FOUND);
  return request;
}

async function announce(
  db: Db,
  request: LessonRequestRecord,
  event: Parameters<typeof lessonRequestNotice>[0],
) {
  const announcement = db.announcements.findFirst((q) => q.where({ id: request.announcementId }));
  const student = findUserById(db, request.studentId);
  const teacher = findUserById(db, request.teacherId);
  if (student && teacher)
    await notify(db, lessonRequestNotice(event, { request, announcement, student, teacher }));
}

export async function createLessonRequest(db: Db, student: UserRecord, body: LessonRequestCreate) {
  if (student.role !== 'ROLE_STUDENT')
    throw new DomainError(403, 'Ders talebini yalnızca öğrenciler gönderebilir.');
  const announcement = db.announcements.findFirst((q) => q.where({ id: body.announcementId }));
  if (!announcement) throw new DomainError(400, 'İlan bulunamadı.');
  const pending = db.lessonRequests.findFirst((q) =>
    q.where({ studentId: student.id, announcementId: announcement.id, status: 'PENDING' }),
  );
  if (pending) throw new DomainError(400, 'Bu ilan için yanıt bekleyen bir talebiniz zaten var.');
  const request = await db.lessonRequests.create({
    id: nextId('lessonRequests'),
    announcementId: announcement.id,
    studentId: student.id,
    teacherId: announcement.teacherId,
    status: 'PENDING',
    message: body.message,
    preferredLessonMode: body.preferredLessonMode ?? null,
    preferredStartDate: body.preferredStartDate ?? null,
    rejectionReason: null,
    createdAt: new Date().toISOString(),
    updatedAt: null,
  });
  await announce(db, request, 'created');
  return request;
}

type Decision = { action: 'approve' } | { action: 'reject'; reason: string | null } | { action: 'cancel' };

/** Applies a decision to a pending request: approve/reject by its teacher, cancel by its student. */
export async function decideLessonRequest(db: Db, user: UserRecord, id: number, decision: Decision) {
  const request = visibleRequest(db, user, id);
  const byTeacher = decision.action !== 'cancel';
  if (byTeacher && request.teacherId !== user.id) {
    throw new DomainError(403, 'Bu talebi yalnızca ilgili eğitmen yanıtlayabilir.');
  }
  if (!byTeacher && request.studentId !== user.id) {
    throw new DomainError(403, 'Bu talebi yalnızca gönderen öğrenci geri çekebilir.');
  }
  if (request.status !== 'PENDING') throw new DomainError(409, 'Bu talep artık beklemede değil.');
  const status = ({ approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' } as const)[decision.action];
  const updated = await db.lessonRequests.update((q) => q.where({ id }), {
    data(draft) {
      draft.status = status;
      draft.updatedAt = new Date().toISOString();
      if (decision.action === 'reject') draft.rejectionReason = decision.reason;
    },
  });
  await announce(db, updated!, status);
  return updated!;
}
