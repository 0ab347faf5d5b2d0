import type { TeacherFilterRequest } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { UserRecord } from '../schema';
import { matchesAllWords } from '../text';
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
