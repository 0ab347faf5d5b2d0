import { expect, test, type Page } from '@playwright/test';
import { SLOW } from './support/page-checks';
import { RegisterForm } from './support/pages/register-form';
import { signIn } from './support/session';

/*
 * Hostile values in paths: a crafted profile link must stay a username lookup (never the viewer's own
 * GET /v1/user/me), and a username that could leave its path segment is refused by the form and by the mock.
 */

const USERNAME_RULE =
  'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir';
const HOSTILE_USERNAMES = ['ab/cd', 'ab?cd', 'ab<cd'];

/** Method and path (as sent, still percent-encoded) of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

for (const link of [
  '/profile/username/..%2F..%2F..%2Fuser%2Fme',
  '/profile/..%2F..%2F..%2Fuser%2Fme',
  '/profile/%00',
]) {
  test(`${link} says "Kullanıcı bulunamadı" and asks nothing but the username lookup`, async ({ page }) => {
    await signIn(page, 'elifdemir');
    const requests = recordRequests(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bulunamadı' })).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Eğitmenlere göz at' })).toBeVisible();
    // The viewer's own profile (e-mail, phone) never shows under someone else's URL.
    await expect(page.getByText('@elifdemir')).toHaveCount(0);
    const userCalls = requests.filter((request) => request.includes('/v1/user/'));
    expect(userCalls).not.toContain('GET /v1/user/me');
    expect(userCalls.filter((request) => !request.startsWith('GET /v1/user/profile/username/'))).toEqual([]);
  });
}

for (const username of HOSTILE_USERNAMES) {
  test(`the registration form refuses the username ${username} and sends nothing`, async ({ page }) => {
    const form = await new RegisterForm(page, 'student').open();
    const requests = recordRequests(page);
    await form.name.fill('Deniz');
    await form.surname.fill('Arslan');
    await form.userName.fill(username);
    await form.email.fill('deniz.arslan.hostile@ornek.com.tr');
    await form.fillPasswords('Guclu.Sifre12');
    await form.pickFirstExamType();
    await form.acceptTermsAndSubmit();
    await expect(form.form.getByText(USERNAME_RULE)).toBeVisible();
    await expect(form.userName).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
    const sent = requests.filter((request) =>
      /\/v1\/auth\/register|\/v1\/user\/check\/username/.test(request),
    );
    expect(sent).toEqual([]);
  });
}

test('the mock backend refuses a username with `/`, `?` or `<` as a real server would', async ({ page }) => {
  await new RegisterForm(page, 'student').open();
  for (const [index, userName] of HOSTILE_USERNAMES.entries()) {
    const answer = await page.evaluate(
      async (body) => {
        const response = await fetch('/v1/auth/register/student', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      {
        userName,
        name: 'Deniz',
        surname: 'Arslan',
        password: 'Guclu.Sifre12',
        email: `deniz.arslan.${index}@ornek.com.tr`,
        phone: '',
        examTypeId: null,
      },
    );
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: USERNAME_RULE, data: expect.any(String) },
    });
  }
});
