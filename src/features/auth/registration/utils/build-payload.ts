import type { StudentRegisterRequest, TeacherRegisterRequest } from '@/generated/api/model';
import { normalisePhone } from '@/lib/validation/phone';
import type { RegisterFormValues } from './register-schema';

/**
 * The account part both roles send: names and e-mail trimmed, the username already normalised as typed, the
 * phone as it is stored ('0 532 123 45 67' or '+90 532 123 45 67' → '05321234567').
 */
function accountPayload(values: RegisterFormValues) {
  return {
    userName: values.userName,
    name: values.name.trim(),
    surname: values.surname.trim(),
    password: values.password,
    email: values.email.trim(),
    phone: normalisePhone(values.phone),
  };
}

/** Student: phone '' when empty, examTypeId a number or null. */
export function studentPayload(values: RegisterFormValues): StudentRegisterRequest {
  return {
    ...accountPayload(values),
    examTypeId: values.examTypeId === '' ? null : Number(values.examTypeId),
  };
}

/** Teacher: category holds the sub-expertise id or nothing; experience defaults to 0. */
export function teacherPayload(values: RegisterFormValues): TeacherRegisterRequest {
  const experience = values.experience.trim();
  return {
    ...accountPayload(values),
    category: values.subCategoryId === '' ? [] : [Number(values.subCategoryId)],
    experience: experience === '' ? 0 : Number(experience),
    biography: values.biography.trim(),
  };
}
