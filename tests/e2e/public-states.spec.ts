import { expect, test } from '@playwright/test';
import { axeViolations, MODES, screenshot, settle, SLOW, atEveryWidth } from './support/page-checks';
import { TeacherDirectory } from './support/pages/teacher-directory';
import { countCalls } from './support/requests';

/*
 * The empty and error states of the home page and the teacher directory, the teacher card as
 * a person sees it, and the 404 page, in real Chromium against the mock build's scenarios.
 */

test('an empty market: the home page shows both empty-state texts', async ({ page }) => {
  await page.goto('/?scenario=empty');
  await expect(page.getByText('Bu kategoride ilan bulunamadı.')).toBeVisible(SLOW);
  await expect(page.getByText('Sistemde eğitmen bulunamadı.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Eğitmenler' })).toHaveCount(0);
});

test('failed home loads leave empty lists with their texts, never a broken page', async ({ page }) => {
  await page.goto('/?scenario=home-fails');
  await expect(page.getByText('Bu kategoride ilan bulunamadı.')).toBeVisible(SLOW);
  await expect(page.getByText('Sistemde eğitmen bulunamadı.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('an empty directory: the no-filter text, then with a search the filtered text and its clear button', async ({
  page,
}) => {
  await page.goto('/teachers?scenario=empty');
  await expect(page.getByRole('heading', { name: 'Eğitmen Bulunamadı' })).toBeVisible(SLOW);
  await expect(page.getByText('Şu anda görüntülenecek eğitmen bulunmuyor.')).toBeVisible();
  await expect(new TeacherDirectory(page).clearFilters).toHaveCount(0);

  await page.goto('/teachers?q=fizik');
  await expect(
    page.getByText('Arama kriterlerinize uygun eğitmen bulunamadı. Lütfen farklı filtreler deneyin.'),
  ).toBeVisible(SLOW);
  await new TeacherDirectory(page).clearFilters.click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(page.getByText('Şu anda görüntülenecek eğitmen bulunmuyor.')).toBeVisible();
});

test('a failed directory load shows the error view, and Tekrar Dene asks the server again', async ({
  page,
}) => {
  const teacherCalls = countCalls(page, /\/v1\/teacher\/all$/);
  await page.goto('/teachers?scenario=teachers-fail');
  await expect(page.getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeVisible(SLOW);
  await expect(page.getByText('Veri alınamadı')).toBeVisible();
  const before = teacherCalls();
  expect(before).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect.poll(teacherCalls).toBeGreaterThan(before);
  await expect(page.getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeVisible();
});

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

for (const mode of MODES) {
  test(`error, empty and 404 views in ${mode} mode: no axe violations, screenshots`, async ({ page }) => {
    const views = [
      { name: 'teachers-error', url: '/teachers?scenario=teachers-fail', heading: 'Bir Hata Oluştu' },
      { name: 'teachers-empty', url: '/teachers?scenario=empty', heading: 'Eğitmen Bulunamadı' },
      { name: 'not-found', url: '/bu-sayfa-yok?scenario=default', heading: 'Sayfa bulunamadı' },
    ];
    for (const { name, url, heading } of views) {
      await atEveryWidth(page, mode, async (size) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible(SLOW);
        await settle(page);
        await screenshot(page, `state-${name}-${size.width}-${mode}`);
      });
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
