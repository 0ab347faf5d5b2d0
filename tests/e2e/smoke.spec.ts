import { expect, test } from '@playwright/test';
import { Header } from './support/pages/header';

test('the mock build starts the mock worker and renders the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');

  // Rendered only after worker.start() resolved (see src/main.tsx).
  await expect(new Header(page).banner).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const workerActive = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return registration?.active?.scriptURL ?? null;
  });
  expect(workerActive).toMatch(/\/mockServiceWorker\.js$/);
  expect(errors).toEqual([]);
});
