import { expect, test } from '@playwright/test';
import { checkAtEveryWidthAndMode, settle } from '../support/page-checks';

/*
 * The production build as deployed (served by the standalone mock server: no mock worker in the page, so the
 * test can stand in for the server's /version.json after a deploy).
 */

const READY = 'Yeni sürüm hazır. Sayfayı yenileyerek geçebilirsiniz.';

test('a release deployed while the app is open brings the reload offer, which reloads into it', async ({
  page,
}) => {
  await page.goto('/courses');
  await settle(page);
  // The offer's watcher starts once the first page is on screen; its (empty) region says it is there.
  const offer = page.getByRole('status', { name: 'Yeni sürüm' });
  await expect(offer).toBeAttached();
  // The deploy: /version.json now names a release other than the one this page runs.
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { release: 'ffffffffffff', builtAt: '2026-11-26T12:00:00.000Z' } }),
  );
  const asked = page.waitForRequest('**/version.json');
  // The tab comes back to the front: the app reads the deployed release.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await asked;
  await expect(offer).toContainText(READY);

  await checkAtEveryWidthAndMode(page, 'new-version', { fullPage: false });

  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Yenile' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(READY)).toHaveCount(0);
});
