import { expect, test } from '@playwright/test';
import { checkScreenInEveryMode, SLOW, WIDTHS } from './support/page-checks';
import { signInThroughApi } from './support/session';

/*
 * Verified teachers in Chromium against the mock build: the 'Doğrulanmış Eğitmen' badge on a card and the
 * teacher's verification section in the dashboard, axe-clean in light and dark at 360 and 1280 px, with
 * screenshots. zeynepcelik (7) has her identity verified and a rejected diploma.
 */

test('the badge on a card and on the profile: axe-clean, light and dark, 360 and 1280 px', async ({
  page,
}) => {
  test.slow();
  // One load per width; the colour mode switches in place (the app follows the system scheme with nothing
  // saved, and checkScreen asserts the page took it).
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/teachers?q=%C3%87elik');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Zeynep Çelik' }) });
    await expect(card.getByTitle('Doğrulananlar: Kimlik')).toBeVisible(SLOW);
    await checkScreenInEveryMode(page, `verified-card-${size.width}`);
    await page.goto('/profile/username/zeynepcelik');
    await expect(page.getByTitle('Doğrulananlar: Kimlik')).toBeVisible(SLOW);
    await checkScreenInEveryMode(page, `verified-profile-${size.width}`);
  }
});

test("the teacher's verification section: axe-clean, light and dark, 360 and 1280 px", async ({ page }) => {
  test.slow();
  await signInThroughApi(page, 'zeynepcelik');
  // One load per width; the colour mode switches in place (the app follows the system scheme with nothing
  // saved, and checkScreen asserts the page took it).
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/teacher-dashboard');
    const section = page.getByRole('region', { name: 'Doğrulama Durumunuz' });
    await expect(section.getByText('Eksik belgeler: Diploma')).toBeVisible(SLOW);
    await section.scrollIntoViewIfNeeded();
    await checkScreenInEveryMode(page, `verification-section-${size.width}`);
  }
});
