import { z } from 'zod';
import {
  studentRegisterRequestNameMax,
  studentRegisterRequestNameMin,
  studentRegisterRequestSurnameMax,
  studentRegisterRequestSurnameMin,
  teacherRegisterRequestBiographyMax,
  teacherRegisterRequestBiographyMin,
  teacherRegisterRequestExperienceMax,
  teacherRegisterRequestExperienceMin,
} from '@/generated/zod/components/index.zod';
import { stripInvisible } from './normalise';
import { normalisePhone, PHONE_PATTERN } from './phone';
import { userTextField } from './user-text-field';

/**
 * The profile field rules, with the contract's limits: shared by registration and settings so a rule
 * is written once. Messages are namespaced i18n keys (`register:` holds the wording); FormField translates
 * them. Every field is a string, as the form holds it; callers convert when building a request.
 */
export const BIOGRAPHY_MAX = teacherRegisterRequestBiographyMax;
export const EXPERIENCE_MIN = teacherRegisterRequestExperienceMin;
export const EXPERIENCE_MAX = teacherRegisterRequestExperienceMax;

const LIMITS = {
  name: { min: studentRegisterRequestNameMin, max: studentRegisterRequestNameMax },
  surname: { min: studentRegisterRequestSurnameMin, max: studentRegisterRequestSurnameMax },
} as const;

/** First or last name: required, 3–25 characters after removing invisible characters and trimming. */
export const nameField = (prefix: 'name' | 'surname') =>
  z
    .string()
    .overwrite((value) => stripInvisible(value))
    .trim()
    .min(1, { error: `register:${prefix}.required` })
    .min(LIMITS[prefix].min, { error: `register:${prefix}.min` })
    .max(LIMITS[prefix].max, { error: `register:${prefix}.max` });

/**
 * Optional; when given, a Turkish number in any of the ways people write it, checked and passed on as it is
 * stored: 0 and 10 more digits ('+90 532 123 45 67' → '05321234567').
 */
export const phoneField = z
  .string()
  .overwrite(normalisePhone)
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: 'register:phone.invalid' });

/** Whole years, 0 to 40. */
export const experienceField = z
  .string()
  .trim()
  .min(1, { error: 'register:experience.required' })
  .refine((value) => /^\d+$/.test(value), { error: 'register:experience.invalid' })
  .refine((value) => Number(value) >= EXPERIENCE_MIN, { error: 'register:experience.invalid' })
  .refine((value) => Number(value) <= EXPERIENCE_MAX, { error: 'register:experience.max' });

/** 10 to 200 characters after the one rule for what people write (line breaks stay) and trimming. */
export const biographyField = userTextField({
  multiline: true,
  min: teacherRegisterRequestBiographyMin,
  max: teacherRegisterRequestBiographyMax,
  messages: {
    required: 'register:biography.required',
    min: 'register:biography.min',
    max: 'register:biography.max',
  },
});
