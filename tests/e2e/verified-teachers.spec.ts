import { expect, test } from '@playwright/test';
import { atEveryWidth, checkScreen, MODES, SLOW } from './support/page-checks';
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
  for (const mode of MODES) {
    await atEveryWidth(page, mode, async (size) => {
      await page.goto('/teachers?q=%C3%87elik');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Zeynep Çelik' }) });
      await expect(card.getByTitle('Doğrulananlar: Kimlik')).toBeVisible(SLOW);
      await checkScreen(page, mode, `verified-card-${size.width}-${mode}`);
      await page.goto('/profile/username/zeynepcelik');
      await expect(page.getByTitle('Doğrulananlar: Kimlik')).toBeVisible(SLOW);
      await checkScreen(page, mode, `verified-profile-${size.width}-${mode}`);
    });
  }
});

test("the teacher's verification section: axe-clean, light and dark, 360 and 1280 px", async ({ page }) => {
  test.slow();
  await signInThroughApi(page, 'zeynepcelik');
  for (const mode of MODES) {
    await atEveryWidth(page, mode, async (size) => {
      await page.goto('/teacher-dashboard');
      const section = page.getByRole('region', { name: 'Doğrulama Durumunuz' });
      await expect(section.getByText('Eksik belgeler: Diploma')).toBeVisible(SLOW);
      await section.scrollIntoViewIfNeeded();
      await checkScreen(page, mode, `verification-section-${size.width}-${mode}`);
    });
  }
});
