import { expect } from 'vitest';

/** The unverified student of the sign-in tests: registered, never verified, so the mock refuses to sign in. */
export const UNVERIFIED_STUDENT = { userName: 'yeniogrenci', email: 'yeni.ogrenci@ornek.com.tr' } as const;

/** Registers the unverified student through the mock API (not the form), with the given password. */
export async function registerUnverifiedStudent(password: string): Promise<void> {
  const response = await fetch('http://localhost/v1/auth/register/student', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...UNVERIFIED_STUDENT,
      name: 'Yeni',
      surname: 'Öğrenci',
      password,
      phone: '',
      examTypeId: null,
    }),
  });
  expect(response.ok).toBe(true);
}
