import { z } from 'zod';
import {
  RegisterStudentBody,
  registerStudentBodyNameMax,
  registerStudentBodyNameMin,
  registerStudentBodySurnameMax,
  registerStudentBodySurnameMin,
  registerStudentBodyUserNameMax,
  registerStudentBodyUserNameMin,
  registerTeacherBodyBiographyMax,
  registerTeacherBodyBiographyMin,
  registerTeacherBodyExperienceMax,
  registerTeacherBodyExperienceMin,
} from '@/generated/zod/auth/auth.zod';
import { confirmPasswordSchema, passwordSchema, withPasswordConfirmation } from '../../utils/password-rules';
import { PHONE_PATTERN, isWellFormedEmail } from './normalise';

/**
 * Spec section 5, with the contract's limits. Messages are i18n keys: `register:` ones from this screen's
 * namespace, the password ones from `auth` (shared with reset and settings); FormField translates them.
 * Every field stays a string (or the terms flag) so both roles share one value type; the payload is built
 * from it in build-payload.ts.
 */
export type RegisterRole = 'student' | 'teacher';

export const BIOGRAPHY_MAX = registerTeacherBodyBiographyMax;

const nameField = (prefix: 'name' | 'surname', min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `register:${prefix}.required` })
    .min(min, { error: `register:${prefix}.min` })
    .max(max, { error: `register:${prefix}.max` });

const account = RegisterStudentBody.pick({ name: true, surname: true, userName: true, email: true }).extend({
  name: nameField('name', registerStudentBodyNameMin, registerStudentBodyNameMax),
  surname: nameField('surname', registerStudentBodySurnameMin, registerStudentBodySurnameMax),
  userName: z
    .string()
    .min(1, { error: 'register:userName.required' })
    .min(registerStudentBodyUserNameMin, { error: 'register:userName.min' })
    .max(registerStudentBodyUserNameMax, { error: 'register:userName.max' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'email.required' })
    .refine(isWellFormedEmail, { error: 'email.invalid' }),
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
  phone: z.string().refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
    error: 'register:phone.invalid',
  }),
  terms: z.boolean().refine(Boolean, { error: 'register:terms.required' }),
});

// The other role's fields ride along unchecked, so one form value type serves both tabs.
const anyText = z.string();

const studentSchema = withPasswordConfirmation(
  account.extend({
    examTypeId: z.string().min(1, { error: 'register:examType.required' }),
    mainCategoryId: anyText,
    subCategoryId: anyText,
    experience: anyText,
    biography: anyText,
  }),
);

const experienceField = z
  .string()
  .trim()
  .min(1, { error: 'register:experience.required' })
  .refine((value) => /^\d+$/.test(value), { error: 'register:experience.invalid' })
  .refine((value) => Number(value) >= registerTeacherBodyExperienceMin, {
    error: 'register:experience.invalid',
  })
  .refine((value) => Number(value) <= registerTeacherBodyExperienceMax, { error: 'register:experience.max' });

const teacherSchema = withPasswordConfirmation(
  account.extend({
    examTypeId: anyText,
    mainCategoryId: z.string().min(1, { error: 'register:mainCategory.required' }),
    subCategoryId: anyText,
    experience: experienceField,
    biography: z
      .string()
      .trim()
      .min(1, { error: 'register:biography.required' })
      .min(registerTeacherBodyBiographyMin, { error: 'register:biography.min' })
      .max(registerTeacherBodyBiographyMax, { error: 'register:biography.max' }),
  }),
);

export type RegisterFormValues = z.input<typeof studentSchema>;

export const registerSchemas: Record<RegisterRole, z.ZodType<RegisterFormValues, RegisterFormValues>> = {
  student: studentSchema,
  teacher: teacherSchema,
};

export const emptyRegisterValues: RegisterFormValues = {
  name: '',
  surname: '',
  userName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  terms: false,
  examTypeId: '',
  mainCategoryId: '',
  subCategoryId: '',
  experience: '0',
  biography: '',
};
