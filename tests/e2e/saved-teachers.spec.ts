import { expect, test, type Page } from '@playwright/test';
import { nextMockDbSave } from './support/mock-db';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { signInThroughApi, signInThroughForm } from './support/session';

/*
 * Saved teachers against the mock build: elifdemir has not saved zeynepcelik (mocks/README.md), so she saves
 * her on her profile, finds her on /student-dashboard and removes her there; a guest's heart leads through the
 * sign-in and back. Axe and screenshots of the student dashboard and the generic /dashboard
 * (test-results/screens/student-dashboard-<width>-<mode>.png, dashboard-overview-<width>-<mode>.png).
 */

const ZEYNEP = 'Zeynep Çelik';
const savedList = (page: Page) => page.getByRole('list', { name: 'Kaydettiğim eğitmenler' });

async function openStudentDashboard(page: Page) {
  await page.goto('/student-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Öğrenci Paneli' })).toBeVisible(SLOW);
  await expect(savedList(page).getByRole('listitem').first()).toBeVisible(SLOW);
}

test('a student saves zeynepcelik on her profile, finds her on the dashboard and removes her', async ({
  page,
}) => {
  await signInThroughApi(page, 'elifdemir');
  await page.goto('/profile/username/zeynepcelik');
  const heart = page.getByRole('button', { name: `Kaydet: ${ZEYNEP}` });
  await expect(heart).toBeEnabled(SLOW);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  const saved = await nextMockDbSave(page);
  await heart.click();
  await expect(page.getByRole('button', { name: `Kaydedildi: ${ZEYNEP}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await saved();

  await openStudentDashboard(page);
  await expect(savedList(page).getByRole('link', { name: ZEYNEP })).toHaveAttribute('href', '/profile/id/7');
  // Last saved first.
  await expect(savedList(page).getByRole('listitem').first()).toContainText(ZEYNEP);

  const removed = await nextMockDbSave(page);
  await savedList(page)
    .getByRole('button', { name: `Kaldır: ${ZEYNEP}` })
    .click();
  await expect(savedList(page).getByRole('link', { name: ZEYNEP })).toHaveCount(0);
  await removed();

  await page.reload();
  await expect(savedList(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await expect(savedList(page).getByRole('link', { name: ZEYNEP })).toHaveCount(0);
});

test("a guest's heart on /teachers leads through the sign-in and back to the directory", async ({ page }) => {
  await page.goto('/teachers');
  const firstCard = page.getByRole('article').first();
  const guestHeart = firstCard.getByRole('link', { name: /^Kaydet: / });
  await expect(guestHeart).toBeVisible(SLOW);
  const teacher = ((await guestHeart.getAttribute('aria-label')) ?? '').replace('Kaydet: ', '');
  await guestHeart.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fteachers$/);

  await signInThroughForm(page, 'elifdemir');
  await expect(page).toHaveURL(/\/teachers$/, SLOW);
  await expect(page.getByRole('button', { name: `Kaydet: ${teacher}` })).toBeEnabled(SLOW);
});

test('/student-dashboard and /dashboard in light and dark mode: no axe violations, no sideways scroll, screenshots', async ({
  page,
}) => {
  await signInThroughApi(page, 'elifdemir');
  // One load per screen, looked at in both modes at both widths in place.
  await openStudentDashboard(page);
  await expect(page.getByRole('button', { name: /^Değerlendir: / }).first()).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'student-dashboard');

  // Any role other than Eğitmen and Öğrenci (as the server may send one) gets the generic overview.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, role: 'ROLE_ADMIN' }));
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'dashboard-overview');
});
