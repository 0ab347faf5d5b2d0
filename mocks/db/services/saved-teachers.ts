import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { UserRecord } from '../schema';
import { nextId } from '../store';
import { findUserById } from './users';

/* A student's saved teachers: one record per pair; saving twice or removing an unsaved one changes nothing. */

function requireStudent(user: UserRecord): void {
  if (user.role !== 'ROLE_STUDENT')
    throw new DomainError(403, 'Eğitmen kaydetme yalnızca öğrenci hesaplarına açıktır.');
}

/** The student's saved teachers, last saved first. */
export function savedTeachersOf(db: Db, student: UserRecord): UserRecord[] {
  requireStudent(student);
  return db.savedTeachers
    .findMany((q) => q.where({ studentId: student.id }))
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt) || b.id - a.id)
    .flatMap((saved) => {
      const teacher = findUserById(db, saved.teacherId);
      return teacher ? [teacher] : [];
    });
}

export async function saveTeacher(db: Db, student: UserRecord, teacherId: number): Promise<void> {
  requireStudent(student);
  const teacher = findUserById(db, teacherId);
  if (teacher?.role !== 'ROLE_TEACHER') throw new DomainError(404, 'Eğitmen bulunamadı.');
  if (db.savedTeachers.findFirst((q) => q.where({ studentId: student.id, teacherId }))) return;
  await db.savedTeachers.create({
    id: nextId('savedTeachers'),
    studentId: student.id,
    teacherId,
    savedAt: new Date().toISOString(),
  });
}

export function unsaveTeacher(db: Db, student: UserRecord, teacherId: number): void {
  requireStudent(student);
  db.savedTeachers.deleteMany((q) => q.where({ studentId: student.id, teacherId }));
}
