import { z } from 'zod';
import type { UpdateProfileRequest, UserProfile } from '@/generated/api/model';
import { isTeacher } from '@/lib/people/roles';
import { formatPhone, normalisePhone } from '@/lib/validation/phone';
import { biographyField, experienceField, nameField, phoneField } from '@/lib/validation/profile-fields';

/**
 * The profile form of /settings: registration's rules and messages (lib/validation), every field a string as
 * the form holds it. Biography and experience are checked for teachers only; a student's ride along unchecked.
 */
const base = z.object({
  name: nameField('name'),
  surname: nameField('surname'),
  phone: phoneField,
});

const studentSchema = base.extend({ biography: z.string(), experience: z.string() });
const teacherSchema = base.extend({ biography: biographyField, experience: experienceField });

export type ProfileFormValues = z.input<typeof studentSchema>;

export function profileSchemaFor(role: string): z.ZodType<ProfileFormValues, ProfileFormValues> {
  return isTeacher(role) ? teacherSchema : studentSchema;
}

/** The form's starting values from GET /v1/user/me; a stored phone is shown grouped, as the field shows it. */
export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name,
    surname: profile.surname,
    phone: formatPhone(profile.phone ?? ''),
    biography: profile.biography ?? '',
    experience: String(profile.experience ?? 0),
  };
}

/**
 * PUT /v1/user/update: the phone as it is stored, an empty one clears it; biography and experience are sent for
 * teachers only.
 */
export function profilePayload(values: ProfileFormValues, role: string): UpdateProfileRequest {
  const payload: UpdateProfileRequest = {
    name: values.name.trim(),
    surname: values.surname.trim(),
    phone: normalisePhone(values.phone),
  };
  if (!isTeacher(role)) return payload;
  return { ...payload, biography: values.biography.trim(), experience: Number(values.experience.trim()) };
}
