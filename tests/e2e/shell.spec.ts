import { expect, test, type Page } from '@playwright/test';
import { screenshot, settle } from './support/page-checks';

/*
 * The shell journey in real Chromium against the mock build. Screenshots land
 * in test-results/screens/ for people to look at (light and dark, 360 px and desktop).
 */
async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name, false);
}

test('dark mode survives a reload, a guest is sent away from a guarded route, the mobile menu closes outside', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await shot(page, 'home-desktop-light');

  await page.getByRole('button', { name: 'Karanlık moda geç' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Aydınlık moda geç' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Aydınlık moda geç' })).toBeVisible();
  await shot(page, 'home-desktop-dark');

  await page.goto('/teacher-dashboard');
  await expect(page).toHaveURL(/\/$/);

  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'home-360-dark');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await shot(page, 'mobile-menu-360-dark');

  // Outside the drawer: the strip of backdrop it leaves on the left at 360 px.
  const box = await menu.boundingBox();
  expect(box && box.x).toBeGreaterThan(20);
  await page.mouse.click(10, 600);
  await expect(menu).toBeHidden();
});

test('the dark-mode default follows the operating system when nothing is saved', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'faq-360-dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await shot(page, 'faq-360-light');
});

test("a guest's bell says why it does nothing, by keyboard and by pointer, and keeps the focus while its tooltip loads", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await settle(page);
  const bell = page.getByRole('button', { name: 'Lütfen giriş yapın' });
  const tooltip = page.getByRole('tooltip', { name: 'Lütfen giriş yapın' });

  // By keyboard: the dark-mode switch comes right before the bell.
  await page.getByRole('button', { name: /moda geç$/ }).focus();
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeVisible();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-disabled', 'true');

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.mouse.move(0, 400);
  await bell.hover();
  await expect(tooltip).toBeVisible();
});
