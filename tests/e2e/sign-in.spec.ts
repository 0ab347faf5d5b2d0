import { expect, test, type Page } from '@playwright/test';
import { nextMockDbSave } from './support/mock-db';
import { checkAtEveryWidthAndMode, checkView, expectMode, MODES, SLOW } from './support/page-checks';
import { Header } from './support/pages/header';
import { SignInForm } from './support/pages/sign-in-form';

/*
 * Sign in, sign out and in again; forgot → reset → sign in with the new password;
 * axe and screenshots (test-results/screens/auth-<page>-<width>-<mode>.png) of the three screens.
 */
const PASSWORD = 'Demo.1234';

const signIn = (page: Page, login: string, password: string) => new SignInForm(page).submit(login, password);

test('a student signs in, sees herself in the header, signs out from the user menu and signs in again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'elifdemir', PASSWORD);

  await expect(page).toHaveURL(/\/$/, SLOW);
  const header = new Header(page);
  await expect(header.userMenu('elifdemir')).toBeVisible();
  await expect(header.signInLink).toHaveCount(0);

  await header.signOut('elifdemir');
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.signInLink).toBeVisible();

  await signIn(page, 'elif.demir@ornek.com.tr', PASSWORD);
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expect(header.userMenu('elifdemir')).toBeVisible();
});

test('a guest sent to /login from /settings comes back there after signing in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings$/, SLOW);
  await signIn(page, 'ayseyilmaz', PASSWORD);
  await expect(page).toHaveURL(/\/settings$/, SLOW);
});

test('forgot → reset with the mailed link → sign in with the new password', async ({ page }) => {
  // The mock "e-mails" the link by printing it in the console (mocks/README.md).
  const mailed: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('/reset-password?token=')) mailed.push(message.text());
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible(SLOW);
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' })).toBeVisible(SLOW);
  await page.getByLabel('E-posta').fill('ayse.yilmaz@ornek.com.tr');
  // The reset token is written to the mock db; the mailed link is opened in a fresh load, so after its save.
  const tokenSaved = await nextMockDbSave(page);
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bu e-posta adresi kayıtlıysa' })).toBeVisible();

  await expect.poll(() => mailed.length).toBe(1);
  const link = /\/reset-password\?token=[^\s]+/.exec(mailed[0] ?? '')?.[0];
  expect(link).toBeTruthy();
  await tokenSaved();
  await page.goto(link ?? '');

  await expect(page.getByRole('heading', { level: 1, name: 'Şifre Sıfırlama' })).toBeVisible(SLOW);
  await page.getByLabel(/^Yeni şifre\W*$/).fill('Yepyeni.Sifre42');
  await expect(page.getByText('Şifre gücü: Güçlü')).toBeVisible();
  await page.getByLabel(/Yeni şifre \(tekrar\)/).fill('Yepyeni.Sifre42');
  await page.getByRole('button', { name: 'Şifremi güncelle' }).click();
  await expect(page.getByText('Şifreniz güncellendi.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'ayseyilmaz', PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Kullanıcı adı/e-posta veya şifre hatalı.');
  const form = new SignInForm(page);
  await form.password.fill('Yepyeni.Sifre42');
  await form.submitButton.click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expect(new Header(page).userMenu('ayseyilmaz')).toBeVisible();

  // Page views keep the token out (the in-memory analytics log of the mock build).
  const views = await page.evaluate(() => JSON.stringify((window as { __pageViews?: unknown }).__pageViews));
  expect(views).toContain('"query":"token=[redacted]"');
  expect(views).not.toContain(link?.split('token=')[1] ?? '@@');
});

const nothingTyped = async () => {};
const PAGES = [
  { name: 'login', path: '/login', title: 'Giriş Yap', afterSubmit: nothingTyped },
  { name: 'forgot-password', path: '/forgot-password', title: 'Şifremi Unuttum', afterSubmit: nothingTyped },
  {
    name: 'reset-password',
    path: '/reset-password?token=ornek',
    title: 'Şifre Sıfırlama',
    // Typing a weak password shows the strength meter too.
    afterSubmit: (page: Page) => page.getByLabel(/^Yeni şifre\W*$/).fill('abcdefg'),
  },
] as const;

for (const { name, path, title, afterSubmit } of PAGES) {
  test(`${path} in light and dark mode: no axe violations (also with errors shown), screenshots`, async ({
    page,
  }) => {
    // One load, looked at in both modes at both widths in place (the app follows the system scheme with
    // nothing saved), so the form's errors are looked at in both modes too.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await checkAtEveryWidthAndMode(page, `auth-${name}`);

    // At the width the look above ends on, the desktop: submitting the empty form shows every field error
    // (and on reset, the meter after typing).
    await page.getByRole('main').getByRole('button').last().click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await afterSubmit(page);
    for (const mode of MODES) {
      await page.emulateMedia({ colorScheme: mode });
      await expectMode(page, mode);
      // After the error texts and the meter have faded in.
      await checkView(page, `auth-${name}-1280-${mode}-errors`, false);
    }
  });
}
