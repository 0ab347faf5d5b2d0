import { type Browser, expect, type Page } from '@playwright/test';
import { SLOW } from './page-checks';
import { SignInForm } from './pages/sign-in-form';
import { controlSocket } from './socket-control';

/** Every seeded demo account shares this password (mocks/README.md). */
export const DEMO_PASSWORD = 'Demo.1234';

/**
 * Signs in through the real /login form, the way a person would, and waits until the header shows the user.
 * `redirectTo` is where the app should land afterwards (the guard sends guests to /login and back).
 */
export async function signInThroughForm(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const form = new SignInForm(page);
  await form.submit(login, password);
  await expect(form.heading).toHaveCount(0, SLOW);
}

/** Opens /login and signs in; the app then lands on its default page. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await signInThroughForm(page, login, password);
}

/**
 * The live project's two people, each in a browser context of their own and signed in; the student's socket
 * is under the test's control (controlSocket). Close both contexts at the end.
 */
export async function twoPeople(browser: Browser, studentLogin: string, teacherLogin: string) {
  const studentContext = await browser.newContext();
  const teacherContext = await browser.newContext();
  const socket = await controlSocket(studentContext);
  const student = await studentContext.newPage();
  const teacher = await teacherContext.newPage();
  await signIn(student, studentLogin);
  await signIn(teacher, teacherLogin);
  return {
    student,
    teacher,
    socket,
    close: async () => {
      await studentContext.close();
      await teacherContext.close();
    },
  };
}
