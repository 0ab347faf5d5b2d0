import { expect, type Page } from '@playwright/test';
import { SLOW } from './page-checks';
import { RegisterForm } from './pages/register-form';

/** The mock backend accepts this code for every address (mocks/README.md). */
export const VERIFICATION_CODE = '123456';

export interface NewAccount {
  name: string;
  surname: string;
  userName: string;
  email: string;
  password: string;
  phone: string;
}

/**
 * A person nobody has registered yet: the username, e-mail and phone carry a suffix unique to this run (the
 * mock db lives per browser context, but the seeded people must not be hit by chance).
 */
export function newAccount(prefix: string, password = 'Guclu.Sifre12'): NewAccount {
  const stamp = Date.now().toString(36).slice(-6) + Math.floor(Math.random() * 36 ** 2).toString(36);
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    name: 'Ilgın',
    surname: 'Şahin',
    userName: `${prefix}${stamp}`.slice(0, 20),
    email: `${prefix}.${stamp}@ornek.com.tr`,
    password,
    phone: `05${digits}`,
  };
}

/** A complete student registration, ending on /verify-email. */
export async function registerStudent(page: Page, account: NewAccount): Promise<void> {
  const form = await new RegisterForm(page, 'student').open();
  await form.fillAccount(account);
  await form.pickFirstExamType();
  await form.acceptTermsAndSubmit();
  await expect(page).toHaveURL(/\/verify-email\?email=.+&registration=true$/, SLOW);
}

/** Enters the documented code; the app says so and moves on 1.5 s later. */
export async function verifyWithCode(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Doğrulama' })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: /Doğrulama kodu/ }).fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('Doğrulama başarılı! Yönlendiriliyorsunuz...')).toBeVisible();
}

/** The access token the app keeps (zustand-persist's `{ state: { accessToken } }` in 'auth-storage'). */
export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth-storage');
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { accessToken?: string | null } };
    return parsed.state?.accessToken ?? null;
  });
}

/**
 * A seeded account's own profile (e-mail and phone included), read from the mock backend with that account's
 * demo token (mocks/db/demo.ts), so a test need not copy the seed's random phone numbers.
 */
export async function ownProfile(page: Page, token: string): Promise<{ email: string; phone: string }> {
  return page.evaluate(async (bearer) => {
    const answer = await fetch('/v1/user/me', { headers: { Authorization: `Bearer ${bearer}` } });
    const body = (await answer.json()) as { data: { email: string; phone: string } };
    return { email: body.data.email, phone: body.data.phone };
  }, token);
}

/** An 8 × 8 blue PNG (a real image the browser can preview and the server accepts), made with zlib. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQSzmBFTEMLQkAEihSgcW67YAAAAAASUVORK5CYII=',
  'base64',
);
