import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { RegisterStudentBody } from '@/generated/zod/auth/auth.zod';
import { isWellFormedEmail } from '@/lib/validation/normalise';
import {
  confirmPasswordSchema,
  passwordSchema,
  withPasswordConfirmation,
} from '@/lib/validation/password-rules';
import { biographyField, experienceField, nameField, phoneField } from '@/lib/validation/profile-fields';
import { usernameField } from '@/lib/validation/username';

/**
 * The registration field rules, with the contract's limits. Messages are namespaced i18n keys (`register:`, `auth:`); the
 * rules registration shares with settings live in lib/validation; FormField translates them.
 * Every field stays a string (or the terms flag) so both roles share one value type; the payload is built
 * from it in build-payload.ts.
 */
export type RegisterRole = 'student' | 'teacher';

const account = RegisterStudentBody.pick({ name: true, surname: true, userName: true, email: true }).extend({
  name: nameField('name'),
  surname: nameField('surname'),
  userName: usernameField,
  email: z
    .string()
    .trim()
    .min(1, { error: 'auth:email.required' })
    .refine(isWellFormedEmail, { error: 'auth:email.invalid' }),
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
  phone: phoneField,
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

const teacherSchema = withPasswordConfirmation(
  account.extend({
    examTypeId: anyText,
    mainCategoryId: z.string().min(1, { error: 'register:mainCategory.required' }),
    subCategoryId: anyText,
    experience: experienceField,
    biography: biographyField,
  }),
);

export type RegisterFormValues = z.input<typeof studentSchema>;

/** What each section of the registration form gets: the form, and a call on every edit that clears a stale server answer. */
export interface RegisterSectionProps {
  form: UseFormReturn<RegisterFormValues>;
  onEdit: () => void;
}

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
