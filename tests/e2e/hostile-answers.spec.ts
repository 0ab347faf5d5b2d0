import { expect, test } from '@playwright/test';
import { SLOW } from './support/page-checks';

/*
 * A 200 that breaks the contract (`data: null`, an HTML page) on the home listings and on the directory: the
 * section shows its own empty or error state within 5 s of its screen appearing (the screen itself may take
 * longer on a busy machine: the mock worker starts and the route chunk loads first), and nothing throws.
 */

const WITHIN_5_S = { timeout: 5000 };

for (const scenario of ['data-null', 'html-200'] as const) {
  test(`home under ${scenario}: listings and teachers show their empty texts`, async ({ page }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto(`/?scenario=${scenario}&mock-fail=getAnnouncementsPage,getAllTeachers`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await expect(page.getByText('Bu kategoride ilan bulunamadı.')).toBeVisible(WITHIN_5_S);
    await expect(page.getByText('Sistemde eğitmen bulunamadı.')).toBeVisible(WITHIN_5_S);
    expect(crashes).toEqual([]);
  });

  test(`directory under ${scenario}: the error state with a retry, not loading cards`, async ({ page }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto(`/teachers?scenario=${scenario}&mock-fail=getAllTeachers`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    const alert = page.getByRole('alert').filter({ hasText: 'Bir Hata Oluştu' });
    await expect(alert.getByText('Sunucudan gelen yanıt okunamadı.')).toBeVisible(WITHIN_5_S);
    await expect(alert.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Eğitmenler yükleniyor' })).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
}
