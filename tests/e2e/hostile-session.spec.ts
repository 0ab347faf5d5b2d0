import { expect, test, type Page } from '@playwright/test';
import { storedAccessToken } from './support/accounts';
import { SLOW } from './support/page-checks';
import { Header } from './support/pages/header';
import { DEMO_PASSWORD, signIn } from './support/session';

/*
 * A session that agrees with itself: header, guards and requests use one meaning of "signed in", a lost
 * token is renewed before anyone is declared signed out, and only a real expiry says so on the sign-in page.
 */

const EXPIRED_NOTICE = 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın';

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible(SLOW);
}

test('a token removed in another tab is renewed: header and guard both keep the user signed in', async ({
  page,
}) => {
  await signIn(page, 'ayseyilmaz');
  await openSettings(page);
  const other = await page.context().newPage();
  await openSettings(other);

  // The other tab loses the token; this tab hears of it through the storage event.
  await other.evaluate(() => localStorage.removeItem('auth-storage'));

  // The refresh cookie is still valid, so the token comes back and nothing signs the person out.
  await expect.poll(() => storedAccessToken(page), SLOW).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(new Header(page).userMenu('ayseyilmaz')).toBeVisible();
  await expect(new Header(page).signInLink).toHaveCount(0);
});

test('a token that cannot be renewed signs the person out everywhere, says why and keeps dark mode', async ({
  page,
}) => {
  await signIn(page, 'ayseyilmaz');
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  // no-token drops the stored token and makes the refresh fail.
  await page.goto('/settings?scenario=no-token');

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings/, SLOW);
  await expect(page.getByText(EXPIRED_NOTICE)).toBeVisible(SLOW);
  const header = new Header(page);
  await expect(header.signInLink).toBeVisible();
  await expect(header.userMenu('ayseyilmaz')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('deleting the account lands on the home page, not on the sign-in page', async ({ page }) => {
  await signIn(page, 'ayseyilmaz');
  await openSettings(page);
  await page.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hesabınızı silmek istediğinize emin misiniz?' });
  await dialog
    .getByLabel(/^Şifre/)
    .and(page.locator('input'))
    .fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();

  await expect(page.getByText('Hesabınız ve kişisel verileriniz silindi.')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/$/);
  await expect(new Header(page).signInLink).toBeVisible();
  await expect(page.getByText(EXPIRED_NOTICE)).toHaveCount(0);
});
