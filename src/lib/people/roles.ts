import { paths } from '@/config/paths';

/**
 * The two roles the product knows. The server may send others: they are labelled Öğrenci, may open neither
 * role dashboard and get the generic /dashboard entry.
 */
export const ROLES = { teacher: 'ROLE_TEACHER', student: 'ROLE_STUDENT' } as const;

export type KnownRole = (typeof ROLES)[keyof typeof ROLES];

type MaybeRole = string | null | undefined;

export const isTeacher = (role: MaybeRole): boolean => role === ROLES.teacher;

export const isStudent = (role: MaybeRole): boolean => role === ROLES.student;

/** Teachers are Eğitmen; students and every other role are labelled Öğrenci. */
export function roleLabelKey(role: MaybeRole): 'roles.teacher' | 'roles.student' {
  return isTeacher(role) ? 'roles.teacher' : 'roles.student';
}

/** The menu's Dashboard entry: each known role has its own; any other role gets the generic one. */
export function dashboardHrefForRole(role: MaybeRole): string {
  if (isTeacher(role)) return paths.teacherDashboard.getHref();
  if (isStudent(role)) return paths.studentDashboard.getHref();
  return paths.dashboard.getHref();
}
