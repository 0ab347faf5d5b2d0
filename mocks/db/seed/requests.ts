import { CATEGORIES, rootOf } from '../../data/subjects';
import { DEMO_STUDENT, DEMO_TEACHER } from '../demo';
import type {
  AnnouncementRecord,
  LessonRequestRecord,
  LessonRequestStatus,
  ReviewRecord,
  UserRecord,
} from '../schema';
import { daysAgo, minutesAfter, type SeedContext } from './context';
import { fill, LESSON_REQUEST_MESSAGES, REJECTION_REASONS } from './phrases';

type Draft = Omit<LessonRequestRecord, 'id'>;

/**
 * Lesson requests in every status. The demo student has sent requests in each status (one approved request to
 * the demo teacher, already reviewed, and one approved elsewhere that she can still review); the demo teacher
 * has received requests in each status; other pairs fill the rest.
 */
export function seedLessonRequests(
  ctx: SeedContext,
  announcements: AnnouncementRecord[],
  students: UserRecord[],
): LessonRequestRecord[] {
  const { f } = ctx;
  const drafts: Draft[] = [];
  const used = new Set<string>();

  const add = (student: UserRecord, announcement: AnnouncementRecord, status: LessonRequestStatus) => {
    const key = `${student.id}:${announcement.id}`;
    if (used.has(key)) return;
    used.add(key);
    const root = rootOf(announcement.categoryId)!;
    const createdAt = daysAgo(ctx, status === 'PENDING' ? 6 : 60, status === 'PENDING' ? 0 : 7);
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
      preferredLessonMode: f.helpers.arrayElement([announcement.lessonMode, 'ONLINE', null]),
      preferredStartDate: f.datatype.boolean({ probability: 0.7 }) ? start.toISOString().slice(0, 10) : null,
      rejectionReason: status === 'REJECTED' ? f.helpers.arrayElement(REJECTION_REASONS) : null,
      createdAt,
      updatedAt: status === 'PENDING' ? null : minutesAfter(createdAt, f.number.int({ min: 30, max: 4000 })),
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

  drafts.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return drafts.map((draft, index) => ({ ...draft, id: index + 1 }));
}

/** The demo student's approved request to the demo teacher carries her review of that lesson. */
export function seedRequestReview(
  requests: LessonRequestRecord[],
  student: UserRecord,
  nextId: number,
): ReviewRecord {
  const request = requests.find((r) => r.studentId === DEMO_STUDENT.id && r.teacherId === DEMO_TEACHER.id)!;
  return {
    id: nextId,
    teacherId: DEMO_TEACHER.id,
    studentId: student.id,
    studentName: `${student.name} ${student.surname.charAt(0)}.`,
    lessonRequestId: request.id,
    rating: 5,
    comment: 'Zeynep Hoca sayesinde türevi nihayet anladım, çok teşekkürler!',
    createdAt: minutesAfter(request.updatedAt ?? request.createdAt, 60 * 24 * 3),
  };
}
