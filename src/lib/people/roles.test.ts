import { describe, expect, it } from 'vitest';
import { dashboardHrefForRole, isStudent, isTeacher, roleLabelKey } from './roles';

describe('roles', () => {
  it.each([
    // role, teacher, student, label, dashboard
    ['ROLE_TEACHER', true, false, 'roles.teacher', '/teacher-dashboard'],
    ['ROLE_STUDENT', false, true, 'roles.student', '/student-dashboard'],
    ['ROLE_ADMIN', false, false, 'roles.student', '/dashboard'],
    ['role_teacher', false, false, 'roles.student', '/dashboard'],
    [null, false, false, 'roles.student', '/dashboard'],
    [undefined, false, false, 'roles.student', '/dashboard'],
  ] as const)(
    '%s: teacher %s, student %s, labelled %s, dashboard %s',
    (role, teacher, student, label, href) => {
      expect(isTeacher(role)).toBe(teacher);
      expect(isStudent(role)).toBe(student);
      expect(roleLabelKey(role)).toBe(label);
      expect(dashboardHrefForRole(role)).toBe(href);
    },
  );
});
