import type { LessonRequestCreate, WeeklyTimeRange } from '../../../src/generated/api/model';
import {
  DAY_CLOSES,
  DAY_OPENS,
  minutesOf,
  SLOT_MINUTES,
  sortWeekly,
} from '../../../src/lib/availability/schedule';
import type { Db } from '../collections';
import { mockNow, mockNowIso } from '../clock';
import { LESSON_REQUEST_EXPIRY_DAYS } from '../demo';
import { DomainError } from '../errors';
import { type LessonRequestRecord, type LessonRequestStatus, noLesson, type UserRecord } from '../schema';
import { nextId } from '../store';
import { findRequest, futureLessonTime, sendDueReminders } from './lessons';
import { lessonRequestNotice } from './notices';
import { notify } from './notifications';
import { DAY_NAMES } from './availability';
import { findUserById } from './users';
import { refuseEarlyContact } from './contact-guard';
import { refuseIfBlocked } from './safety';

/*
 * The lesson-request lifecycle: a student asks (PENDING); the teacher approves (APPROVED, both parties' contact
 * details become visible to both) or rejects (REJECTED, optionally with a reason); the student may withdraw
 * while it is pending (CANCELLED); a request nobody answered within LESSON_REQUEST_EXPIRY_DAYS of its
 * creation becomes EXPIRED. Every step notifies the counterpart (an expiry: the student).
 *
 * Expiry is applied lazily, like a server's scheduled job would have done it by then: every read or decision
 * first expires the overdue requests (`expireOverdue`), dating the change at the expiry instant itself, and
 * sends the lesson reminders now due (services/lessons.ts). Both read the mock clock (mocks/db/clock.ts).
 */

const DAY = 86_400_000;

/** When a request sent at `createdAt` expires unanswered (ISO). */
export function expiryOf(createdAt: string): string {
  return new Date(Date.parse(createdAt) + LESSON_REQUEST_EXPIRY_DAYS * DAY).toISOString();
}

/**
 * A pending request older than LESSON_REQUEST_EXPIRY_DAYS becomes EXPIRED; its student is told. The lesson
 * reminders whose moment has passed go out too.
 */
export async function expireOverdue(db: Db, now = mockNow()): Promise<void> {
  await sendDueReminders(db, now);
  const overdue = db.lessonRequests.findMany((q) =>
    q.where((r) => r.status === 'PENDING' && Date.parse(expiryOf(r.createdAt)) < now),
  );
  for (const request of overdue) {
    const expired = await db.lessonRequests.update((q) => q.where({ id: request.id }), {
      data(draft) {
        draft.status = 'EXPIRED';
        draft.updatedAt = expiryOf(draft.createdAt);
      },
    });
    if (expired) await announce(db, expired, 'EXPIRED');
  }
}

export async function requestsOf(
  db: Db,
  user: UserRecord,
  status?: LessonRequestStatus,
): Promise<LessonRequestRecord[]> {
  await expireOverdue(db);
  const mine = (r: LessonRequestRecord) =>
    (user.role === 'ROLE_TEACHER' ? r.teacherId : r.studentId) === user.id;
  return db.lessonRequests
    .findMany((q) => q.where((r) => mine(r) && (status === undefined || r.status === status)))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** A request its student or its teacher may see; anyone else is refused (403) and learns nothing of it. */
export async function visibleRequest(db: Db, user: UserRecord, id: number): Promise<LessonRequestRecord> {
  await expireOverdue(db);
  const request = findRequest(db, id);
  if (request.studentId !== user.id && request.teacherId !== user.id)
    throw new DomainError(403, 'Bu talebi görüntüleme yetkiniz yok.');
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

export function requireStudentSender(user: UserRecord): void {
  if (user.role !== 'ROLE_STUDENT')
    throw new DomainError(403, 'Ders talebini yalnızca öğrenciler gönderebilir.');
}

/** The same values once each, in the order the contract's enum lists them. */
const inOrder = <T extends string>(values: readonly T[] | undefined, order: readonly T[]): T[] =>
  order.filter((value) => values?.includes(value));

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const DAY_PARTS = ['MORNING', 'AFTERNOON', 'EVENING'] as const;

/**
 * The teacher's free ranges a student chose: each on the 30-minute grid and inside one of the teacher's weekly
 * ranges as they stand now (a schedule changed since the form loaded refuses a range no longer offered), once
 * each, stored in the week's order.
 */
function checkedSlots(db: Db, teacherId: number, slots: readonly WeeklyTimeRange[]): WeeklyTimeRange[] {
  const weekly = db.availability.findFirst((q) => q.where({ teacherId }))?.weekly ?? [];
  const unique = new Map(slots.map((slot) => [`${slot.day} ${slot.start} ${slot.end}`, slot]));
  for (const slot of unique.values()) {
    const start = minutesOf(slot.start);
    const end = minutesOf(slot.end);
    const text = `${DAY_NAMES[slot.day]} ${slot.start}–${slot.end}`;
    if (
      start === null ||
      end === null ||
      start % SLOT_MINUTES !== 0 ||
      end % SLOT_MINUTES !== 0 ||
      end <= start
    )
      throw new DomainError(
        400,
        `${text} geçerli bir saat aralığı değil; yarım saatlik adımlarla seçilmelidir.`,
      );
    const inside = weekly.some(
      (range) =>
        range.day === slot.day &&
        (minutesOf(range.start) ?? DAY_CLOSES) <= start &&
        end <= (minutesOf(range.end) ?? DAY_OPENS),
    );
    if (!inside)
      throw new DomainError(
        400,
        `${text} eğitmenin müsait saatleri dışında. Lütfen eğitmenin güncel müsaitlik saatlerinden birini seçin.`,
      );
  }
  return sortWeekly([...unique.values()]).map(({ day, start, end }) => ({ day, start, end }));
}

/**
 * A student asks for a lesson: one open (PENDING) request per listing and student, in a mode the listing
 * offers (a BOTH listing allows either).
 */
export async function createLessonRequest(db: Db, student: UserRecord, body: LessonRequestCreate) {
  requireStudentSender(student);
  await expireOverdue(db);
  const announcement = db.announcements.findFirst((q) => q.where({ id: body.announcementId }));
  if (!announcement) throw new DomainError(400, 'İlan bulunamadı.');
  // A block between the two stops requests both ways (docs/decisions/2026-11-26-report-and-block.md).
  refuseIfBlocked(db, student.id, announcement.teacherId, 'request');
  const pending = db.lessonRequests.findFirst((q) =>
    q.where({ studentId: student.id, announcementId: announcement.id, status: 'PENDING' }),
  );
  if (pending) throw new DomainError(400, 'Bu ilan için zaten bekleyen bir talebiniz var.');
  // Contacts are shared by the app on approval, not typed into the request before it.
  refuseEarlyContact(db, student.id, [announcement.teacherId], body.message);
  const mode = body.preferredLessonMode ?? null;
  if (mode && announcement.lessonMode !== 'BOTH' && mode !== announcement.lessonMode)
    throw new DomainError(400, 'Bu ilan seçtiğiniz ders şeklini sunmuyor.');
  const preferredSlots = checkedSlots(db, announcement.teacherId, body.preferredSlots ?? []);
  const request = await db.lessonRequests.create({
    id: nextId('lessonRequests'),
    announcementId: announcement.id,
    studentId: student.id,
    teacherId: announcement.teacherId,
    status: 'PENDING',
    message: body.message.trim(),
    preferredLessonMode: mode,
    preferredDays: inOrder(body.preferredDays, WEEK),
    preferredTimeRanges: inOrder(body.preferredTimeRanges, DAY_PARTS),
    preferredSlots,
    preferredStartDate: body.preferredStartDate ?? null,
    rejectionReason: null,
    createdAt: mockNowIso(),
    updatedAt: null,
    ...noLesson(),
  });
  await announce(db, request, 'created');
  return request;
}

type Decision =
  | { action: 'approve'; firstLessonAt?: string | null }
  | { action: 'reject'; reason: string | null }
  | { action: 'cancel' };

/**
 * Applies a decision to a pending request: approve/reject by its teacher, cancel by its student. An approval
 * may carry the first lesson's time (a future instant by the mock clock).
 */
export async function decideLessonRequest(db: Db, user: UserRecord, id: number, decision: Decision) {
  await expireOverdue(db);
  const request = findRequest(db, id);
  const byTeacher = decision.action !== 'cancel';
  if (byTeacher && request.teacherId !== user.id) {
    throw new DomainError(403, 'Bu talebi yalnızca ilgili eğitmen yanıtlayabilir.');
  }
  if (!byTeacher && request.studentId !== user.id) {
    throw new DomainError(403, 'Bu talebi yalnızca gönderen öğrenci geri çekebilir.');
  }
  if (request.status !== 'PENDING') throw new DomainError(409, 'Bu talep artık beklemede değil.');
  const firstLessonAt =
    decision.action === 'approve' && decision.firstLessonAt ? futureLessonTime(decision.firstLessonAt) : null;
  const now = mockNowIso();
  const status = ({ approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' } as const)[decision.action];
  const updated = await db.lessonRequests.update((q) => q.where({ id }), {
    data(draft) {
      draft.status = status;
      draft.updatedAt = now;
      if (decision.action === 'reject') draft.rejectionReason = decision.reason;
      if (decision.action === 'approve') {
        draft.approvedAt = now;
        draft.firstLessonAt = firstLessonAt;
      }
    },
  });
  await announce(db, updated!, status);
  return updated!;
}
