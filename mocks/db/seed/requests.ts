import { CATEGORIES, rootOf } from '../../data/subjects';
import { DEMO_STUDENT, DEMO_TEACHER, LESSON_REQUEST_EXPIRY_DAYS } from '../demo';
import {
  type AnnouncementRecord,
  type LessonModeValue,
  type LessonRequestRecord,
  type LessonRequestStatus,
  noLesson,
  type ReviewRecord,
  timeRangeSchema,
  type UserRecord,
  weekdaySchema,
} from '../schema';
import { daysAgo, minutesAfter, type SeedContext } from './context';
import { fill, LESSON_REQUEST_MESSAGES, REJECTION_REASONS } from './phrases';

type Draft = Omit<LessonRequestRecord, 'id'>;

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

/**
 * The lessons after the approvals, set without faker so the rest of the seed stays as it was: every approved
 * request carries its approval time; the demo student's lesson with the demo teacher and her first approved
 * request elsewhere were held (COMPLETED: the first reviewed, the second still to review); of the demo
 * teacher's other approved requests the first had its first lesson yesterday, not marked yet (due), and the
 * second has it in three days; the last approved request between two other people ended with the student
 * absent (NO_SHOW).
 */
function withLessons(requests: LessonRequestRecord[], now: number): LessonRequestRecord[] {
  const approved = requests.filter((r) => r.status === 'APPROVED');
  const held = new Set(
    [
      approved.find((r) => r.studentId === DEMO_STUDENT.id && r.teacherId === DEMO_TEACHER.id),
      approved.find((r) => r.studentId === DEMO_STUDENT.id && r.teacherId !== DEMO_TEACHER.id),
    ].map((r) => r?.id),
  );
  const teachers = approved.filter((r) => r.studentId !== DEMO_STUDENT.id && r.teacherId === DEMO_TEACHER.id);
  const missed = approved
    .filter((r) => r.studentId !== DEMO_STUDENT.id && r.teacherId !== DEMO_TEACHER.id)
    .at(-1)?.id;
  const firstLesson = new Map([
    [teachers[0]?.id, at(now - 24 * HOUR)],
    [teachers[1]?.id, at(now + 72 * HOUR)],
  ]);
  return requests.map((request) => {
    if (request.status !== 'APPROVED') return request;
    const approvedAt = request.updatedAt;
    if (held.has(request.id)) {
      const lesson = Date.parse(approvedAt!) + 24 * HOUR;
      return {
        ...request,
        status: 'COMPLETED',
        approvedAt,
        firstLessonAt: at(lesson),
        lessonMarkedAt: at(lesson + 2 * HOUR),
        lessonMarkedBy: request.studentId,
        updatedAt: at(lesson + 2 * HOUR),
        remindersSent: ['LESSON_TOMORROW', 'REVIEW'],
      };
    }
    if (request.id === missed) {
      const lesson = Date.parse(approvedAt!) + 24 * HOUR;
      return {
        ...request,
        status: 'NO_SHOW',
        approvedAt,
        firstLessonAt: at(lesson),
        lessonMarkedAt: at(lesson + HOUR),
        lessonMarkedBy: request.teacherId,
        notHeldReason: 'STUDENT_ABSENT',
        notHeldNote: null,
        updatedAt: at(lesson + HOUR),
        remindersSent: ['LESSON_TOMORROW'],
      };
    }
    return {
      ...request,
      approvedAt,
      firstLessonAt: firstLesson.get(request.id) ?? null,
      remindersSent: firstLesson.has(request.id) ? ['LESSON_TOMORROW'] : [],
    };
  });
}

const DAY = 86_400_000;
// The schema's own lists, in week and day order.
const WEEKDAYS = weekdaySchema.options;
const TIME_RANGES = timeRangeSchema.options;

/**
 * Preferred days and parts of the day, derived from the pair's ids rather than drawn from faker, so that they
 * do not move the rest of the seed: a third of the requests name none.
 */
function preferredTimes(
  key: number,
): Pick<Draft, 'preferredDays' | 'preferredTimeRanges' | 'preferredSlots'> {
  // Seeded requests predate the teachers' schedules: none names one of their ranges.
  if (key % 3 === 0) return { preferredDays: [], preferredTimeRanges: [], preferredSlots: [] };
  const days = [WEEKDAYS[key % 7]!, WEEKDAYS[(key + 2) % 7]!];
  return {
    preferredDays: WEEKDAYS.filter((day) => days.includes(day)),
    preferredTimeRanges: [TIME_RANGES[key % 3]!],
    preferredSlots: [],
  };
}

/** A mode the listing offers (either one of a BOTH listing), or none: always three choices, one faker draw. */
const modeChoices = (mode: LessonModeValue) =>
  mode === 'BOTH' ? (['ONLINE', 'IN_PERSON', null] as const) : ([mode, mode, null] as const);

/**
 * Lesson requests in every status. The demo student has sent requests in each status (one approved request to
 * the demo teacher, already reviewed, one approved elsewhere that she can still review, and one still marked
 * PENDING but older than the expiry, which turns EXPIRED when first read); the demo teacher has received
 * requests in each status, EXPIRED included; other pairs fill the rest. Pending requests are at most 4 days
 * old, so they stay pending for at least two days after the db is seeded (the seed is dated relative to the
 * seeding day, see buildSeed).
 *
 * `forChats` leaves out the requests added after the original set, so that the chat rooms (seeded from the
 * pairs of requests) and everything drawn after them stay as they were.
 */
export function seedLessonRequests(
  ctx: SeedContext,
  announcements: AnnouncementRecord[],
  students: UserRecord[],
): { requests: LessonRequestRecord[]; forChats: LessonRequestRecord[] } {
  const { f } = ctx;
  const drafts: Draft[] = [];
  const used = new Set<string>();

  const add = (student: UserRecord, announcement: AnnouncementRecord, status: LessonRequestStatus) => {
    const key = `${student.id}:${announcement.id}`;
    if (used.has(key)) return;
    used.add(key);
    const root = rootOf(announcement.categoryId)!;
    const createdAt = daysAgo(ctx, status === 'PENDING' ? 4 : 60, status === 'PENDING' ? 0 : 7);
    const start = new Date(Date.parse(createdAt) + f.number.int({ min: 3, max: 21 }) * 86_400_000);
    drafts.push({
      announcementId: announcement.id,
      studentId: student.id,
      teacherId: announcement.teacherId,
      status,
      message: fill(f.helpers.arrayElement(LESSON_REQUEST_MESSAGES), {
        sub: CATEGORIES.find((c) => c.id === announcement.categoryId)?.name ?? root.name,
        topic: f.helpers.arrayElement(root.topics),
      }),
      preferredLessonMode: f.helpers.arrayElement(modeChoices(announcement.lessonMode)),
      ...preferredTimes(student.id + announcement.id),
      preferredStartDate: f.datatype.boolean({ probability: 0.7 }) ? start.toISOString().slice(0, 10) : null,
      rejectionReason: status === 'REJECTED' ? f.helpers.arrayElement(REJECTION_REASONS) : null,
      createdAt,
      updatedAt: status === 'PENDING' ? null : minutesAfter(createdAt, f.number.int({ min: 30, max: 4000 })),
      ...noLesson(),
    });
  };

  const student = students.find((s) => s.id === DEMO_STUDENT.id)!;
  const others = students.filter((s) => s.id !== DEMO_STUDENT.id);
  const byDemoTeacher = announcements.filter((a) => a.teacherId === DEMO_TEACHER.id);
  const elsewhere = f.helpers.arrayElements(
    announcements.filter((a) => a.teacherId !== DEMO_TEACHER.id),
    40,
  );

  add(student, byDemoTeacher[0]!, 'APPROVED');
  (['APPROVED', 'PENDING', 'PENDING', 'REJECTED', 'CANCELLED'] as const).forEach((status, i) =>
    add(student, elsewhere[i]!, status),
  );
  (
    ['PENDING', 'PENDING', 'PENDING', 'APPROVED', 'APPROVED', 'REJECTED', 'REJECTED', 'CANCELLED'] as const
  ).forEach((status, i) => add(others[i]!, byDemoTeacher[i % byDemoTeacher.length]!, status));
  const statuses: LessonRequestStatus[] = ['PENDING', 'APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'];
  for (const announcement of elsewhere.slice(5, 35)) {
    add(f.helpers.arrayElement(others), announcement, f.helpers.arrayElement(statuses));
  }

  const original = new Set(drafts);

  // Added without faker, after the original set: one request of the demo student that nobody answered for
  // longer than the expiry (stored PENDING: the first read turns it EXPIRED and tells her), and one the demo
  // teacher let expire earlier (stored EXPIRED, with its notice).
  const unanswered = (
    who: UserRecord,
    announcement: AnnouncementRecord,
    ageDays: number,
    status: 'PENDING' | 'EXPIRED',
  ) => {
    const key = `${who.id}:${announcement.id}`;
    if (used.has(key)) return;
    used.add(key);
    const createdAt = new Date(ctx.now - ageDays * DAY).toISOString();
    const expiredAt = new Date(Date.parse(createdAt) + LESSON_REQUEST_EXPIRY_DAYS * DAY).toISOString();
    drafts.push({
      announcementId: announcement.id,
      studentId: who.id,
      teacherId: announcement.teacherId,
      status,
      message: fill(LESSON_REQUEST_MESSAGES[0], {
        sub:
          CATEGORIES.find((c) => c.id === announcement.categoryId)?.name ??
          rootOf(announcement.categoryId)!.name,
        topic: '',
      }),
      preferredLessonMode: announcement.lessonMode === 'IN_PERSON' ? 'IN_PERSON' : 'ONLINE',
      ...preferredTimes(who.id + announcement.id),
      preferredStartDate: null,
      rejectionReason: null,
      createdAt,
      updatedAt: status === 'EXPIRED' ? expiredAt : null,
      ...noLesson(),
    });
  };
  unanswered(student, elsewhere[35]!, LESSON_REQUEST_EXPIRY_DAYS + 2, 'PENDING');
  unanswered(others[8]!, byDemoTeacher[1 % byDemoTeacher.length]!, 20, 'EXPIRED');

  drafts.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const requests = withLessons(
    drafts.map((draft, index) => ({ ...draft, id: index + 1 })),
    ctx.now,
  );
  return { requests, forChats: requests.filter((_, index) => original.has(drafts[index]!)) };
}

/** The demo student's approved request to the demo teacher carries her review of that lesson. */
export function seedRequestReview(
  requests: LessonRequestRecord[],
  student: UserRecord,
  nextId: number,
): ReviewRecord {
  const request = requests.find(
    (r) => r.studentId === DEMO_STUDENT.id && r.teacherId === DEMO_TEACHER.id && r.status === 'COMPLETED',
  )!;
  return {
    id: nextId,
    teacherId: DEMO_TEACHER.id,
    studentId: student.id,
    studentName: `${student.name} ${student.surname.charAt(0)}.`,
    lessonRequestId: request.id,
    rating: 5,
    comment: 'Zeynep Hoca sayesinde türevi nihayet anladım, çok teşekkürler!',
    createdAt: minutesAfter(request.updatedAt ?? request.createdAt, 60 * 24),
  };
}
