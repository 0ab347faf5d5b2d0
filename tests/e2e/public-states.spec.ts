import { expect, test } from '@playwright/test';
import { axeViolations, MODES, screenshot, settle, SLOW, atEveryWidth } from './support/page-checks';

/*
 * The teacher card as a person sees it, and the error, empty and 404 views looked at in real Chromium against
 * the mock build's scenarios. What those states say and do (empty texts, failed loads, Tekrar Dene) is checked
 * at route level in tests/integration/home.test.tsx and teachers-directory.test.tsx.
 */

test('a teacher card shows name, rating or Puan yok, location, lessons and a link to the profile', async ({
  page,
}) => {
  await page.goto('/teachers');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('heading')).not.toBeEmpty();
  await expect(card.getByText(/^(Puan )?\d,\d$|^Puan yok$/)).toBeVisible();
  await expect(card.getByText(/^\d+ Ders$/)).toBeVisible();
  const profileLink = card.getByRole('link', { name: /Profili İncele/ });
  await expect(profileLink).toHaveAttribute('href', /^\/profile\/id\/\d+$/);
});

test('error, empty and 404 views in light and dark mode: no axe violations, screenshots', async ({
  page,
}) => {
  // Both colour modes in one test: the mode switches in place (the app follows the system scheme), so the
  // context, sign-in and first load are paid once; twice the checks of one mode, hence slow.
  test.slow();
  const views = [
    { name: 'teachers-error', url: '/teachers?scenario=teachers-fail', heading: 'Bir Hata Oluştu' },
    { name: 'teachers-empty', url: '/teachers?scenario=empty', heading: 'Eğitmen Bulunamadı' },
    { name: 'not-found', url: '/bu-sayfa-yok?scenario=default', heading: 'Sayfa bulunamadı' },
  ];
  for (const mode of MODES) {
    for (const { name, url, heading } of views) {
      await atEveryWidth(page, mode, async (size) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible(SLOW);
        await settle(page);
        await screenshot(page, `state-${name}-${size.width}-${mode}`);
      });
      expect(await axeViolations(page)).toEqual([]);
    }
  }
});
