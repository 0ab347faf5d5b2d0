import type { TeacherFilterRequest, TeacherStats } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { UserRecord } from '../schema';
import { matchesAllWords } from '../../../src/lib/search/fold-tr';
import { expireOverdue } from './lesson-requests';
import { teacherRating } from './users';

/** Teachers in a stable order (by id). */
export function allTeachers(db: Db): UserRecord[] {
  return db.users.findMany((q) => q.where({ role: 'ROLE_TEACHER' })).sort((a, b) => a.id - b.id);
}

/** What a keyword is matched against: name, surname, username, subjects (and their roots) and location. */
function searchText(db: Db, teacher: UserRecord): string {
  const subjects = teacher.subjectIds.flatMap((id) => {
    const category = db.categories.findFirst((q) => q.where({ id }));
    const parent = category?.parentId
      ? db.categories.findFirst((q) => q.where({ id: category.parentId! }))
      : undefined;
    return [category?.name, parent?.name];
  });
  return [teacher.name, teacher.surname, teacher.username, ...subjects, teacher.city, teacher.district]
    .filter(Boolean)
    .join(' ');
}

/**
 * The directory filter: every word of the keyword must match (Turkish case and diacritics folded); a teacher
 * matches the categories when one of their subjects, or its root, is among them; sorting by rating puts the
 * best first and teachers without a rating last.
 */
export function filterTeachers(db: Db, filter: TeacherFilterRequest): UserRecord[] {
  const keyword = filter.keyword?.trim() ?? '';
  const categoryIds = new Set(filter.categoryIds ?? []);
  const parentOf = (id: number) => db.categories.findFirst((q) => q.where({ id }))?.parentId ?? null;
  const result = allTeachers(db).filter(
    (teacher) =>
      (keyword === '' || matchesAllWords(keyword, searchText(db, teacher))) &&
      (categoryIds.size === 0 ||
        teacher.subjectIds.some((id) => categoryIds.has(id) || categoryIds.has(parentOf(id) ?? -1))),
  );
  if (!filter.sortByRating) return result;
  const ratings = new Map(result.map((teacher) => [teacher.id, teacherRating(db, teacher.id)]));
  return result.sort((a, b) => {
    const ra = ratings.get(a.id)!;
    const rb = ratings.get(b.id)!;
    return (
      (rb.averageRating ?? -1) - (ra.averageRating ?? -1) || rb.totalReviews - ra.totalReviews || a.id - b.id
    );
  });
}

const RESPONSE_WINDOW_DAYS = 30;
const DAY = 86_400_000;

/**
 * The signed-in teacher's key figures. The response rate: of the requests received in the last 30 days that
 * are settled (cancelled ones and those still pending left out), the share the teacher answered (approved or
 * rejected) rather than let expire; null when there were none. Rounded to two decimals.
 */
export async function teacherStats(db: Db, teacher: UserRecord, now = Date.now()): Promise<TeacherStats> {
  if (teacher.role !== 'ROLE_TEACHER')
    throw new DomainError(403, 'Bu bilgiler yalnızca eğitmenlere açıktır.');
  await expireOverdue(db, now);
  const received = db.lessonRequests.findMany((q) => q.where({ teacherId: teacher.id }));
  const settled = received.filter(
    (r) =>
      Date.parse(r.createdAt) >= now - RESPONSE_WINDOW_DAYS * DAY &&
      r.status !== 'PENDING' &&
      r.status !== 'CANCELLED',
  );
  const answered = settled.filter((r) => r.status === 'APPROVED' || r.status === 'REJECTED').length;
  return {
    completedLessons: teacher.completedLessons ?? 0,
    ...teacherRating(db, teacher.id),
    pendingRequests: received.filter((r) => r.status === 'PENDING').length,
    responseRate: settled.length === 0 ? null : Math.round((answered / settled.length) * 100) / 100,
  };
}
