import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './support/accounts';
import { SLOW } from './support/page-checks';
import { RegisterForm } from './support/pages/register-form';
import { SignInForm } from './support/pages/sign-in-form';
import { countCalls } from './support/requests';
import { DEMO_PASSWORD, openSignedIn } from './support/session';

/*
 * One submit, one request: Enter pressed six times in a row on a form sends its call once. The mock worker
 * answers in the page, but the page still sends each request, so page.on('request') counts them.
 */

async function pressEnterSixTimes(page: Page) {
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('Enter');
}

test('registration: six Enters send one registration and go on to verification', async ({ page }) => {
  const calls = countCalls(page, /\/v1\/auth\/register\/student$/);
  const form = await new RegisterForm(page, 'student').open();
  await form.fillAccount(newAccount('enter'));
  await form.pickFirstExamType();
  await form.form.getByText('Kullanım şartlarını ve gizlilik politikasını okudum').click();
  await expect(form.submitButton).toBeEnabled(SLOW);
  await form.passwordAgain.focus();
  await pressEnterSixTimes(page);
  await expect(page).toHaveURL(/\/verify-email\?email=.+&registration=true$/, SLOW);
  expect(calls()).toBe(1);
});

test('sign-in: six Enters send one sign-in', async ({ page }) => {
  const calls = countCalls(page, /\/v1\/auth\/login$/);
  await page.goto('/login');
  const form = new SignInForm(page);
  await expect(form.heading).toBeVisible(SLOW);
  await form.login.fill('elifdemir');
  await form.password.fill(DEMO_PASSWORD);
  await form.password.focus();
  await pressEnterSixTimes(page);
  await expect(page).toHaveURL(/\/$/, SLOW);
  expect(calls()).toBe(1);
});

test('settings: six Enters in the profile form send one save, and an edit unlocks it', async ({ page }) => {
  const saves = countCalls(page, /\/v1\/user\/update$/);
  await openSignedIn(page, 'ayseyilmaz', '/settings');
  const name = page.getByRole('textbox', { name: /^İsim/ });
  await expect(name).toBeEditable(SLOW);
  await name.focus();
  await pressEnterSixTimes(page);
  await expect(page.getByText('Profiliniz güncellendi.')).toBeVisible(SLOW);
  // Wait until no save is running (the button has its label back), then count.
  await expect(page.getByRole('button', { name: 'Değişiklikleri kaydet' })).toBeEnabled(SLOW);
  expect(saves()).toBe(1);
  // After an edit the form is free again: the next Enter is a new save.
  await name.fill('Ayşe Nur');
  await page.keyboard.press('Enter');
  await expect.poll(saves, SLOW).toBe(2);
});

test('the delete dialog: six Enters send one delete', async ({ page }) => {
  const deletes = countCalls(page, /\/v1\/user\/delete$/);
  await openSignedIn(page, 'ayseyilmaz', '/settings');
  await page.getByRole('button', { name: 'Hesabımı sil' }).click(SLOW);
  const dialog = page.getByRole('alertdialog');
  const password = dialog.getByLabel(/^Şifre/).and(page.locator('input'));
  await password.fill(DEMO_PASSWORD);
  await password.focus();
  await pressEnterSixTimes(page);
  await expect(page.getByText('Hesabınız ve kişisel verileriniz silindi.')).toBeVisible(SLOW);
  expect(deletes()).toBe(1);
});
