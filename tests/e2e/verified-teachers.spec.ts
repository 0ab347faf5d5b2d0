import { expect, test } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { signInThroughApi } from './support/session';

/*
 * Verified teachers in Chromium against the mock build: the 'Doğrulanmış Eğitmen' badge on a card and the
 * teacher's verification section in the dashboard, axe-clean in light and dark at 360 and 1280 px, with
 * screenshots. zeynepcelik (7) has her identity verified and a rejected diploma.
 */

test('the badge on a card and on the profile: axe-clean, light and dark, 360 and 1280 px', async ({
  page,
}) => {
  // Each screen is loaded once and looked at in both modes at both widths in place.
  await page.goto('/teachers?q=%C3%87elik');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Zeynep Çelik' }) });
  await expect(card.getByTitle('Doğrulananlar: Kimlik')).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'verified-card');
  await page.goto('/profile/username/zeynepcelik');
  await expect(page.getByTitle('Doğrulananlar: Kimlik')).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'verified-profile');
});

test("the teacher's verification section: axe-clean, light and dark, 360 and 1280 px", async ({ page }) => {
  await signInThroughApi(page, 'zeynepcelik');
  // One load, looked at in both modes at both widths in place.
  await page.goto('/teacher-dashboard');
  const section = page.getByRole('region', { name: 'Doğrulama Durumunuz' });
  await expect(section.getByText('Eksik belgeler: Diploma')).toBeVisible(SLOW);
  await section.scrollIntoViewIfNeeded();
  await checkAtEveryWidthAndMode(page, 'verification-section');
});
