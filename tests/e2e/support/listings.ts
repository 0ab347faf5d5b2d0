import { expect, type Page } from '@playwright/test';
import { SLOW } from './page-checks';
import { countCalls } from './requests';

/** What the mock backend says about one listing: the oracle the detail page is checked against. */
export interface ListingRecord {
  id: number;
  title: string;
  description: string | null;
  price: number | null;
  lessonMode: 'ONLINE' | 'IN_PERSON' | 'BOTH' | null;
  city: string | null;
  district: string | null;
  teacherId: number;
  teacherName: string;
  teacherSurname: string;
  teacherUsername: string;
  categoryResponse: { id: number; name: string } | null;
}

/** Reads a listing and its teacher's listings straight from the mock API (same origin, answered by MSW). */
export async function listingFromApi(
  page: Page,
  id: number,
): Promise<{ listing: ListingRecord; teacherListings: ListingRecord[] }> {
  return page.evaluate(async (listingId) => {
    const one = (await (await fetch(`/v1/announcements/${listingId}`)).json()) as { data: ListingRecord };
    const teacherId = one.data.teacherId;
    const theirs = (await (await fetch(`/v1/announcements/teacher/${teacherId}`)).json()) as {
      data: { content: ListingRecord[] };
    };
    return { listing: one.data, teacherListings: theirs.data.content };
  }, id);
}

/** The hourly fee as the page writes it: Turkish lira, no kuruş unless there are any. */
export function feeText(price: number): string {
  return new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

export const LESSON_MODE_TEXT = { ONLINE: 'Online', IN_PERSON: 'Yüz yüze', BOTH: 'Online ve yüz yüze' };

/** The grid of listing cards on /courses and /category/:category. */
export const listingGrid = (page: Page) => page.getByRole('list', { name: 'İlanlar' });

/** The titles of the cards on screen, once the grid has some. */
export async function cardTitles(page: Page): Promise<string[]> {
  await expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
  // The first cards come with the page and the rest in a render just after: the list says when it is whole.
  await expect(listingGrid(page)).not.toHaveAttribute('aria-busy', 'true', SLOW);
  return listingGrid(page).getByRole('heading', { level: 2 }).allTextContents();
}

/** 'Sayfa n / total' of the pager, as numbers. */
export async function pagerPosition(page: Page): Promise<{ page: number; total: number }> {
  const text = await page
    .getByRole('navigation', { name: 'Sayfalar' })
    .getByText(/^Sayfa \d+ \/ \d+$/)
    .innerText();
  const [, current, total] = /Sayfa (\d+) \/ (\d+)/.exec(text) ?? [];
  return { page: Number(current), total: Number(total) };
}

/** The listings screens' controls, by role and name. */
export const pager = (page: Page) => page.getByRole('navigation', { name: 'Sayfalar' });
export const rootSelect = (page: Page) => page.getByRole('combobox', { name: 'Kategori', exact: true });
export const subSelect = (page: Page) => page.getByRole('combobox', { name: 'Alt kategori' });

/** Opens /courses (with scenario parameters, if any) and waits for its heading. */
export async function openCourses(page: Page, query = '') {
  await page.goto(`/courses${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tüm İlanlar' })).toBeVisible(SLOW);
}

/** The root categories the /courses filter offers, as a person sees them: name and option value (the id). */
export async function rootOptions(page: Page): Promise<{ name: string; id: string }[]> {
  await expect(rootSelect(page).locator('option')).not.toHaveCount(1, SLOW);
  return rootSelect(page)
    .locator('option')
    .evaluateAll((options) =>
      options
        .map((option) => ({ name: option.textContent ?? '', id: (option as HTMLOptionElement).value }))
        .filter((option) => option.id !== ''),
    );
}

/** The category badges of the cards on screen (the first line of each card). */
export async function cardCategories(page: Page): Promise<string[]> {
  await expect(listingGrid(page)).not.toHaveAttribute('aria-busy', 'true', SLOW);
  return listingGrid(page).getByRole('article').locator('> div > span:first-child').allTextContents();
}

/** Clicks 'next' until the last page, checking each step, then 'previous' back to the first. */
export async function pageToTheEndAndBack(page: Page) {
  const { total } = await pagerPosition(page);
  expect(total).toBeGreaterThan(1);
  const previous = pager(page).getByRole('button', { name: 'Önceki sayfa' });
  const next = pager(page).getByRole('button', { name: 'Sonraki sayfa' });
  await expect(previous).toBeDisabled();
  const firstPage = await cardTitles(page);
  expect(firstPage).toHaveLength(12);

  // The previous page stays on screen while the next one loads: wait for each page's own cards.
  let shown = firstPage;
  for (let n = 2; n <= total; n++) {
    const before = shown;
    await next.click();
    await expect(pager(page)).toContainText(`Sayfa ${n} / ${total}`);
    await expect.poll(() => cardTitles(page), SLOW).not.toEqual(before);
    shown = await cardTitles(page);
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(12);

  for (let n = total - 1; n >= 1; n--) {
    await previous.click();
    await expect(pager(page)).toContainText(`Sayfa ${n} / ${total}`);
  }
  await expect(previous).toBeDisabled();
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
}

/** The listings error view ('Bir Hata Oluştu', its sentence, 'Tekrar Dene'), whose retry really asks again. */
export async function expectErrorWithRetry(page: Page, body: string, path: RegExp) {
  const alert = page.getByRole('alert').filter({ hasText: 'Bir Hata Oluştu' });
  await expect(alert).toBeVisible(SLOW);
  await expect(alert).toContainText(body);
  const calls = countCalls(page, path);
  await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
  // The retry asks the server again (one try and the query client's one retry), and still fails here.
  await expect.poll(calls, SLOW).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Bir Hata Oluştu' })).toBeVisible(SLOW);
}
