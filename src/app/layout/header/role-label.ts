/** Spec section 6: teachers are Eğitmen; students and every other role are labelled Öğrenci. */
export function roleLabelKey(role: string | null | undefined): 'roles.teacher' | 'roles.student' {
  return role === 'ROLE_TEACHER' ? 'roles.teacher' : 'roles.student';
}
