import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_TOKENS } from '../../../mocks/db/demo';
import type { AuthSession } from '../../../src/generated/api/model';
import { STORAGE_KEYS, type StoredUser, storedUserFromSession } from '../../../src/lib/api/session-storage';
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
 * The entries a sign-in leaves in localStorage, in the shapes src/lib/api/session-storage.ts reads
 * (zustand-persist's `{ state, version }` for the token; the stored user as use-sign-in writes it).
 */
function storedSession(token: string, user: StoredUser): [key: string, value: string][] {
  return [
    [STORAGE_KEYS.auth, JSON.stringify({ state: { accessToken: token }, version: 0 })],
    [STORAGE_KEYS.user, JSON.stringify(user)],
  ];
}

/**
 * Signs in through the API instead of the form, for journeys that are not about signing in: the app is opened on
 * /login (its mock worker answers from then on), the contract's login call is made from the page, and its answer
 * is stored as the app stores it after the form (the access token, the user; the refresh cookie comes with the
 * answer). No landing page is drawn: the caller goes where the journey starts (`page.goto`, a page object's open).
 */
export async function signInThroughApi(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await expect(new SignInForm(page).heading).toBeVisible(SLOW);
  const answer = await page.evaluate(
    async ({ login, password }) => {
      const response = await fetch('/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ usernameOrEmail: login, password }),
      });
      const body = (await response.json()) as {
        success: boolean;
        message?: string;
        data?: AuthSession | null;
      };
      return response.ok && body.success && body.data
        ? { session: body.data }
        : { failure: `${response.status} ${body.message ?? ''}` };
    },
    { login, password },
  );
  const { session, failure } = answer;
  if (session === undefined) throw new Error(`signing in ${login} through the API failed: ${failure}`);
  const entries = storedSession(session.accessToken, storedUserFromSession(session));
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, entries);
}

/** The seeded accounts with a long-lived demo token (mocks/db/demo.ts), by username. */
const DEMO_TOKEN_OF: Record<string, string> = Object.fromEntries(
  Object.values(DEMO_TOKENS).map((token) => [token.replace('mock-access.demo.', ''), token]),
);

/** The stored users the sign-in would leave for the demo accounts, read from the seed once per worker. */
let demoUsers: Promise<Map<string, StoredUser>> | undefined;
function demoUser(username: string): Promise<StoredUser | undefined> {
  demoUsers ??= import('../../../mocks/db/seed').then(({ buildSeed }) => {
    const users = buildSeed({}).users.filter((user) => user.username in DEMO_TOKEN_OF);
    return new Map(
      users.map((user) => [
        user.username,
        {
          id: user.id,
          username: user.username,
          role: user.role,
          profileImageUrl: user.profileImageUrl ?? null,
          city: user.city ?? null,
          district: user.district ?? null,
        },
      ]),
    );
  });
  return demoUsers.then((users) => users.get(username));
}

/**
 * Starts this tab signed in as a demo account (elifdemir, zeynepcelik, ayseyilmaz, mehmetkaya), the way a
 * returning visitor is: before the app's first script on the next navigation, its long-lived demo token and
 * stored user are put where a sign-in leaves them. For journeys that are not about signing in, it spares the
 * /login page, the form and the landing page (a page load and more per test; docs/decisions/
 * 2026-11-26-e2e-stored-sessions.md); the sign-in journeys keep `signIn`. Once per tab: after a sign-out in
 * the test, the tab stays signed out. Call before the test's first `page.goto`.
 */
export async function startSignedIn(page: Page, login: string): Promise<void> {
  const token = DEMO_TOKEN_OF[login];
  const user = await demoUser(login);
  if (token === undefined || user === undefined) throw new Error(`${login} has no demo token`);
  await page.addInitScript(
    (entries) => {
      const applied = 'e2e-session-applied';
      if (sessionStorage.getItem(applied) !== null) return;
      sessionStorage.setItem(applied, '1');
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    storedSession(token, user),
  );
}

/**
 * Opens `path` (a light static page unless given) signed in as a demo account (startSignedIn), once the app
 * is up: its mock worker answers the in-page API helpers (support/api.ts) from then on.
 */
export async function openSignedIn(page: Page, login: string, path = '/privacy'): Promise<void> {
  await startSignedIn(page, login);
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible(SLOW);
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
