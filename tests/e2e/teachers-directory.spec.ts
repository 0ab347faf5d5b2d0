import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/page-checks';

/*
 * The teacher directory in real Chromium against the mock build — the drawer under
 * 1024 px, pagination to the last page and back, a shared filter URL, axe in both modes, screenshots.
 */
async function shot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

const results = (page: Page) => page.getByRole('heading', { level: 2, name: /Eğitmen Bulundu$/ });

/** Opens the directory and waits for the first results: the mock worker seeds its db on a first visit. */
async function open(page: Page, url = '/teachers') {
  await page.goto(url);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
}

/** Chakra's checkbox control covers the hidden input, so a person (and the test) clicks the label. */
const checkboxLabel = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.locator('label').filter({ hasText: name });

test('under 1024 px the filters open in a full-screen drawer and close again', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await open(page);
  await expect(results(page)).toHaveText('60 Eğitmen Bulundu');
  await expect(page.getByRole('complementary', { name: 'Filtreler' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filtreleri Aç' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtreler' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(790);
  await checkboxLabel(drawer, 'En yüksek puanlılar').click();
  await expect(page).toHaveURL(/top=1/);
  await drawer.getByRole('button', { name: 'Filtreyi Kapat' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('region', { name: 'Aktif Filtreler' })).toContainText('En yüksek puanlılar');
});

test('pagination goes to the last page and back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  const pager = page.getByRole('navigation', { name: 'Sayfalar' });
  await expect(pager).toContainText('Sayfa 1 / 5');
  await expect(pager.getByRole('button', { name: 'İlk sayfa' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Son sayfa' }).click();
  await expect(pager).toContainText('Sayfa 5 / 5');
  await expect(page).toHaveURL(/page=5/);
  await expect(pager.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Son sayfa' })).toBeDisabled();
  await pager.getByRole('button', { name: 'İlk sayfa' }).click();
  await expect(pager).toContainText('Sayfa 1 / 5');
  await page.goBack();
  await expect(pager).toContainText('Sayfa 5 / 5');
});

test('a shared filter URL opened in a new page shows the same results', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await page.getByRole('searchbox', { name: 'Eğitmen ara' }).fill('Matematik');
  await expect(page).toHaveURL(/q=Matematik/);
  await checkboxLabel(page, 'En yüksek puanlılar').click();
  await expect(page).toHaveURL(/top=1/);
  await expect(page.getByText(/"Matematik" için \d+ eğitmen bulundu/)).toBeVisible();

  const shared = await context.newPage();
  await shared.setViewportSize({ width: 1280, height: 900 });
  await open(shared, page.url());
  await expect(shared.getByRole('searchbox', { name: 'Eğitmen ara' })).toHaveValue('Matematik');
  await expect(shared.getByRole('checkbox', { name: 'En yüksek puanlılar' })).toBeChecked();
  // A fresh page asks for the filtered list once, so its first cards are the final answer. The page that
  // built the filter step by step may still be between two answers: it must settle on the same cards.
  const sharedNames = shared.getByRole('article').getByRole('heading');
  await expect(sharedNames.first()).toBeVisible();
  const names = await sharedNames.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(names);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 A/AA violations and screenshots come out (${scheme})`, async ({ page }) => {
    // Two widths, two axe passes each: on a loaded machine this outlasts the default 30 s.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await open(page);
      await settle(page);
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations).toEqual([]);
      await shot(page, `teachers-${width}-${scheme}`);
    }
  });
}
