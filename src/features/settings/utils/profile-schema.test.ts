import { beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@/generated/api/model';
import { i18n, loadNamespaces } from '@/i18n';
import {
  type ProfileFormValues,
  profileFormValues,
  profilePayload,
  profileSchemaFor,
} from './profile-schema';

// The sign-in family's texts load with its routes (src/app/router.tsx).
beforeAll(() => loadNamespaces(['auth', 'register']));

const valid: ProfileFormValues = {
  name: 'Zeynep',
  surname: 'Çelik',
  phone: '05321234567',
  biography: 'On yıldır matematik öğretiyorum.',
  experience: '10',
};

/** The Turkish text the form shows for one field, or undefined when it passes. */
function messageFor(role: string, overrides: Partial<ProfileFormValues>, field: keyof ProfileFormValues) {
  const result = profileSchemaFor(role).safeParse({ ...valid, ...overrides });
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  return issue ? i18n.getFixedT('tr')(issue.message) : undefined;
}

describe('settings profile rules (registration’s)', () => {
  it('accepts a complete teacher and student, and an empty phone', () => {
    expect(profileSchemaFor('ROLE_TEACHER').safeParse(valid).success).toBe(true);
    expect(profileSchemaFor('ROLE_STUDENT').safeParse({ ...valid, phone: '' }).success).toBe(true);
  });

  it.each([
    ['name', '', 'İsim alanı zorunludur'],
    ['name', ' Al ', 'İsim en az 3 karakter olmalı'],
    ['name', 'A'.repeat(26), 'İsim en fazla 25 karakter olmalı'],
    ['surname', '', 'Soyisim alanı zorunludur'],
    ['surname', 'Ak', 'Soyisim en az 3 karakter olmalı'],
    ['surname', 'A'.repeat(26), 'Soyisim en fazla 25 karakter olmalı'],
    ['phone', '0532123456', 'Telefon numarası 0 ile başlamalı ve 11 haneli olmalıdır'],
  ] as const)('%s %j → %s, for both roles', (field, value, message) => {
    expect(messageFor('ROLE_STUDENT', { [field]: value }, field)).toBe(message);
    expect(messageFor('ROLE_TEACHER', { [field]: value }, field)).toBe(message);
  });

  it.each([
    ['biography', '', 'Biyografi alanı zorunludur'],
    ['biography', 'Kısa yazı', 'Biyografi en az 10 karakter olmalı'],
    ['biography', 'a'.repeat(201), 'Biyografi en fazla 200 karakter olmalı'],
    ['experience', '', 'Deneyim alanı zorunludur'],
    ['experience', '41', 'Deneyim en fazla 40 yıl olabilir'],
    ['experience', '2.5', 'Deneyim 0 ile 40 arasında tam sayı olmalı'],
  ] as const)('teacher %s %j → %s; a student is not asked', (field, value, message) => {
    expect(messageFor('ROLE_TEACHER', { [field]: value }, field)).toBe(message);
    expect(messageFor('ROLE_STUDENT', { [field]: value }, field)).toBeUndefined();
  });
});

const profile: UserProfile = {
  id: 7,
  username: 'zeynepcelik',
  name: 'Zeynep',
  surname: 'Çelik',
  role: 'ROLE_TEACHER',
  phone: '5321234567',
  biography: null,
  experience: null,
};

describe('profileFormValues', () => {
  it('fills the form from /v1/user/me, the phone grouped as the field shows it, defaulting the rest', () => {
    expect(profileFormValues(profile)).toEqual({
      name: 'Zeynep',
      surname: 'Çelik',
      phone: '0 532 123 45 67',
      biography: '',
      experience: '0',
    });
    expect(profileFormValues({ ...profile, phone: null }).phone).toBe('');
  });
});

describe('profilePayload (PUT /v1/user/update)', () => {
  it('trims the names and sends biography and experience for a teacher only', () => {
    const values = { ...valid, name: ' Zeynep ', biography: ' Matematik öğretmeni ', experience: ' 7 ' };
    expect(profilePayload(values, 'ROLE_TEACHER')).toEqual({
      name: 'Zeynep',
      surname: 'Çelik',
      phone: '05321234567',
      biography: 'Matematik öğretmeni',
      experience: 7,
    });
    expect(profilePayload({ ...values, phone: '+90 532 123 45 67' }, 'ROLE_STUDENT').phone).toBe(
      '05321234567',
    );
    expect(profilePayload({ ...values, phone: '' }, 'ROLE_STUDENT')).toEqual({
      name: 'Zeynep',
      surname: 'Çelik',
      phone: '',
    });
  });
});
