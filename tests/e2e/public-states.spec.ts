import { expect, test } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';

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

test('error, empty and 404 views in light and dark mode at 360 and 1280 px: no axe violations, screenshots', async ({
  page,
}) => {
  const views = [
    { name: 'teachers-error', url: '/teachers?scenario=teachers-fail', heading: 'Bir Hata Oluştu' },
    { name: 'teachers-empty', url: '/teachers?scenario=empty', heading: 'Eğitmen Bulunamadı' },
    { name: 'not-found', url: '/bu-sayfa-yok?scenario=default', heading: 'Sayfa bulunamadı' },
  ];
  // One load per view; width and colour mode switch in place (the app follows the system scheme with nothing
  // saved), and axe looks at each view in both modes at both widths.
  for (const { name, url, heading } of views) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible(SLOW);
    await checkAtEveryWidthAndMode(page, `state-${name}`);
  }
});
