import { expect, type Page } from '@playwright/test';
import { SLOW } from './page-checks';
import { TeacherDirectory } from './pages/teacher-directory';

/*
 * The directory's journey of record: online teachers of Matematik in İstanbul under ₺600, free on Saturday
 * mornings, by lowest fee, found by URL alone and built through the filter drawer on a phone. Shared by the
 * mock-build spec (teachers-directory.spec.ts) and the live one against the standalone mock server
 * (live/teacher-filters.spec.ts).
 */

/** Online teachers of Matematik in İstanbul under ₺600, free on Saturday mornings, by lowest fee. */
export const FOUND_BY_URL =
  '/teachers?root=1&mode=online&cityId=34&maxPrice=600&day=saturday&part=morning&sort=price-asc';
export const FOUND_CHIPS = [
  'Matematik',
  'Online',
  'İstanbul',
  "₺600'e kadar",
  'Cumartesi',
  'Sabah',
  'Sıralama: En düşük ücret',
];

/** Every card shows its fee (≤ ₺600, ascending) and its lesson modes, Online among them. */
export async function expectCheapOnlineCards(directory: TeacherDirectory): Promise<void> {
  await directory.settled();
  const count = await directory.cards.count();
  expect(count).toBeGreaterThan(0);
  const fees = (await directory.cards.getByText(/^En düşük ₺[\d.]+ \/ saat$/).allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
  expect(fees).toHaveLength(count);
  expect(fees.every((fee) => fee <= 600)).toBe(true);
  expect(fees).toEqual([...fees].sort((a, b) => a - b));
  const modes = directory.cards.getByRole('list', { name: 'Ders şekilleri' });
  await expect(modes).toHaveCount(count);
  for (const list of await modes.all()) await expect(list).toContainText('Online');
}

/** A guest opens the search's URL at 1280 px (the caller checks the chips and the cards). */
export async function openCheapOnlineByUrl(page: Page): Promise<TeacherDirectory> {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await directory.open(FOUND_BY_URL);
  return directory;
}

/** The same search built through the filter drawer on a 360 px phone; the drawer keeps what was chosen. */
export async function buildCheapOnlineInDrawer(page: Page): Promise<TeacherDirectory> {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await directory.open();
  await page.getByRole('button', { name: 'Filtreleri Aç' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtreler' });
  await expect(drawer).toBeVisible();

  await drawer.getByRole('combobox', { name: 'Sıralama' }).selectOption('price-asc');
  await drawer.getByRole('button', { name: 'Matematik' }).click();
  await directory.filterOption('Online', drawer).click();
  const city = drawer.getByRole('combobox', { name: 'Şehir' });
  await city.click();
  await city.pressSequentially('ist');
  await drawer.getByRole('option', { name: 'İstanbul' }).click();
  await expect(page).toHaveURL(/cityId=34/);
  await drawer.getByRole('spinbutton', { name: 'En çok' }).fill('600');
  await expect(page).toHaveURL(/maxPrice=600/);
  await drawer.getByRole('button', { name: 'Cumartesi' }).click();
  await directory.filterOption('Sabah', drawer).click();
  await expect(page).toHaveURL(/part=morning/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    root: '1',
    mode: 'online',
    cityId: '34',
    maxPrice: '600',
    day: 'saturday',
    part: 'morning',
    sort: 'price-asc',
  });

  await drawer.getByRole('button', { name: 'Filtreyi Kapat' }).click();
  await expect(drawer).toBeHidden();
  await expect(directory.activeFilters.getByRole('listitem')).toHaveText(FOUND_CHIPS, SLOW);
  await expectCheapOnlineCards(directory);

  // The drawer keeps what was chosen.
  await page.getByRole('button', { name: 'Filtreleri Aç' }).click();
  await expect(drawer.getByRole('radio', { name: 'Online' })).toBeChecked();
  await expect(drawer.getByRole('combobox', { name: 'Şehir' })).toHaveValue('İstanbul');
  await expect(drawer.getByRole('button', { name: 'Cumartesi' })).toHaveAttribute('aria-pressed', 'true');
  return directory;
}
