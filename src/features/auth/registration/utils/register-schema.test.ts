import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/i18n';
import {
  type RegisterFormValues,
  type RegisterRole,
  emptyRegisterValues,
  registerSchemas,
} from './register-schema';

// The sign-in family's texts load with its routes (src/app/router.tsx).
beforeAll(() => loadNamespaces(['auth', 'register']));

const valid: RegisterFormValues = {
  ...emptyRegisterValues,
  name: 'Ilgın',
  surname: 'Şahin',
  userName: 'ilginsahin',
  email: 'ilgin@ornek.com.tr',
  password: 'Guclu.Sifre1',
  confirmPassword: 'Guclu.Sifre1',
  terms: true,
  examTypeId: '1',
  mainCategoryId: '1',
  experience: '5',
  biography: 'On yıldır matematik öğretiyorum.',
};

/** The Turkish text the form shows for one field, or undefined when it passes. */
function messageFor(
  role: RegisterRole,
  overrides: Partial<RegisterFormValues>,
  field: keyof RegisterFormValues,
) {
  const result = registerSchemas[role].safeParse({ ...valid, ...overrides });
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  return issue ? i18n.t(issue.message, { ns: 'auth', lng: 'tr' }) : undefined;
}

describe('registration rules', () => {
  it('accepts a complete student and a complete teacher', () => {
    expect(registerSchemas.student.safeParse(valid).success).toBe(true);
    expect(registerSchemas.teacher.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', '', 'İsim alanı zorunludur'],
    ['name', 'Al', 'İsim en az 3 karakter olmalı'],
    ['name', 'A'.repeat(26), 'İsim en fazla 25 karakter olmalı'],
    ['surname', '', 'Soyisim alanı zorunludur'],
    ['surname', 'Ak', 'Soyisim en az 3 karakter olmalı'],
    ['surname', 'A'.repeat(26), 'Soyisim en fazla 25 karakter olmalı'],
    ['userName', '', 'Kullanıcı adı alanı zorunludur'],
    ['userName', 'ab', 'Kullanıcı adı en az 3 karakter olmalı'],
    ['userName', 'a'.repeat(21), 'Kullanıcı adı en fazla 20 karakter olmalı'],
    [
      'userName',
      '"><script>1</script>',
      'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir',
    ],
    ['email', 'elif@', 'Geçerli bir e-posta adresi giriniz'],
    ['email', 'elif@ornek', 'Geçerli bir e-posta adresi giriniz'],
    ['password', '', 'Şifre alanı zorunludur'],
    ['password', 'Ab1.', 'Şifre en az 6 karakter olmalı'],
    ['phone', '0532123456', 'Telefon numarası 0 ile başlamalı ve 11 haneli olmalıdır'],
    ['terms', false, 'Kullanım şartlarını kabul etmelisiniz'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(messageFor('student', { [field]: value }, field)).toBe(message);
    expect(messageFor('teacher', { [field]: value }, field)).toBe(message);
  });

  it('lets the phone be empty', () => {
    expect(messageFor('student', { phone: '' }, 'phone')).toBeUndefined();
  });

  it('needs the confirmation to match', () => {
    expect(messageFor('student', { confirmPassword: 'Baska.Sifre1' }, 'confirmPassword')).toBe(
      'Şifreler eşleşmiyor',
    );
  });

  it('needs an exam type from a student only', () => {
    expect(messageFor('student', { examTypeId: '' }, 'examTypeId')).toBe('Sınav türü seçilmelidir');
    expect(messageFor('teacher', { examTypeId: '' }, 'examTypeId')).toBeUndefined();
  });

  it.each([
    ['mainCategoryId', '', 'Uzmanlık alanı seçilmelidir'],
    ['experience', '', 'Deneyim alanı zorunludur'],
    ['experience', '41', 'Deneyim en fazla 40 yıl olabilir'],
    ['experience', '-1', 'Deneyim 0 ile 40 arasında tam sayı olmalı'],
    ['biography', '', 'Biyografi alanı zorunludur'],
    ['biography', 'Kısa yazı', 'Biyografi en az 10 karakter olmalı'],
    ['biography', 'a'.repeat(201), 'Biyografi en fazla 200 karakter olmalı'],
  ] as const)('teacher %s %j → %s', (field, value, message) => {
    expect(messageFor('teacher', { [field]: value }, field)).toBe(message);
    expect(messageFor('student', { [field]: value }, field)).toBeUndefined();
  });

  it('accepts 0 and 40 years of experience', () => {
    expect(messageFor('teacher', { experience: '0' }, 'experience')).toBeUndefined();
    expect(messageFor('teacher', { experience: '40' }, 'experience')).toBeUndefined();
  });
});
