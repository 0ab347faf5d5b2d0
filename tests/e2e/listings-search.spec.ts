import { expect, test, type Locator, type Page } from '@playwright/test';
import { cardTitles, listingGrid, openCourses } from './support/listings';
import {
  checkAtEveryWidthAndMode,
  checkView,
  expectMode,
  expectNoSidewaysScroll,
  MODES,
  SLOW,
  WIDTHS,
} from './support/page-checks';

/*
 * The /courses search in real Chromium against the mock build: a keyword, a fee and a sort through the controls
 * on a 360 px phone (the filters in their drawer) and on a desktop (the sidebar), checked against the mock API;
 * Back undoes a step. Then the search's states, light and dark, at 360 and 1280 px: axe and screenshots.
 */

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'İlanlarda arayın' });
const chips = (page: Page) => page.getByRole('region', { name: 'Aktif Filtreler' }).getByRole('listitem');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filtreler' });

/** The filters panel: the sidebar from 1024 px, else the drawer 'Filtreleri Aç' opens. */
async function openFilters(page: Page, width: number): Promise<Locator> {
  if (width >= 1024) return page.getByRole('complementary', { name: 'Filtreler' });
  await page.getByRole('button', { name: 'Filtreleri Aç' }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

/** Closes the drawer, where there is one. */
async function closeFilters(page: Page, width: number): Promise<void> {
  if (width >= 1024) return;
  await drawer(page).getByRole('button', { name: 'Filtreyi Kapat' }).click();
  await expect(drawer(page)).toBeHidden();
}

/** The listing search as the mock backend answers it: the titles the page must show. */
async function titlesFromApi(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (search) => {
    const answer = (await (await fetch(`/v1/announcements/pageable?page=0&size=12&${search}`)).json()) as {
      data: { content: { title: string }[] };
    };
    return answer.data.content.map((listing) => listing.title);
  }, query);
}

for (const size of WIDTHS) {
  test(`at ${size.width} px a keyword, a fee and a sort find the listings the server has, and Back undoes a step`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await openCourses(page);
    const everything = await cardTitles(page);

    await searchBox(page).fill('matematik');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/courses\?q=matematik$/);

    const filters = await openFilters(page, size.width);
    await filters.getByRole('spinbutton', { name: 'En çok' }).fill('800');
    await expect(page).toHaveURL(/\/courses\?q=matematik&maxPrice=800$/, SLOW);
    await closeFilters(page, size.width);
    await page.getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'En düşük ücret' });
    await expect(page).toHaveURL(/\/courses\?q=matematik&maxPrice=800&sort=price-asc$/);

    const expected = await titlesFromApi(page, 'keyword=matematik&maxPrice=800&sort=PRICE_ASC');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).not.toEqual(everything.slice(0, expected.length));
    await expect.poll(() => cardTitles(page), SLOW).toEqual(expected);
    await expect(chips(page)).toHaveText(['Arama: matematik', "₺800'e kadar", 'Sıralama: En düşük ücret']);
    await expectNoSidewaysScroll(page);

    // Back undoes the sort, then the fee; the controls and the cards follow.
    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?q=matematik&maxPrice=800$/);
    await expect(page.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('');
    await expect
      .poll(() => cardTitles(page), SLOW)
      .toEqual(await titlesFromApi(page, 'keyword=matematik&maxPrice=800'));
    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?q=matematik$/);
    await expect(chips(page)).toHaveText(['Arama: matematik']);

    // A chip takes its filter away; the keyword box follows.
    await page.getByRole('button', { name: 'Filtreyi kaldır: Arama: matematik' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect.poll(() => cardTitles(page), SLOW).toEqual(everything);
  });
}

test('a hand-edited URL shows every listing with its unusable filters dropped, and nothing alarming', async ({
  page,
}) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await openCourses(page);
  const everything = await cardTitles(page);
  await openCourses(page, '?minPrice=abc&maxPrice=-5&cityId=99999&sort=drop');
  await expect.poll(() => cardTitles(page), SLOW).toEqual(everything);
  await expect(page.getByRole('region', { name: 'Aktif Filtreler' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await openCourses(page, '?minPrice=900&maxPrice=300');
  await expect.poll(() => cardTitles(page), SLOW).toEqual(everything);
  expect(crashes).toEqual([]);
});

const FILTERED = '/courses?q=matematik&root=1&mode=online&cityId=34&maxPrice=2000&sort=price-asc';

test("the search's states in light and dark mode at 360 and 1280 px: screenshots, no axe violations", async ({
  page,
}) => {
  // Each state is reached once and looked at in both modes at both widths in place.
  await page.goto(FILTERED);
  await expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await expect(chips(page)).toHaveCount(6, SLOW);
  await expect(listingGrid(page)).not.toHaveAttribute('aria-busy', 'true', SLOW);
  await checkAtEveryWidthAndMode(page, 'listings-search-filtered');

  // The filters as they are shown: the sidebar on a desktop (looked at in the screens above, the last at
  // 1280 px), the drawer on a phone.
  const sidebar = await openFilters(page, WIDTHS[1].width);
  await expect(sidebar.getByRole('combobox', { name: 'Şehir' })).toHaveValue('İstanbul');
  // The drawer is opened by a button only a phone shows, and stays open full-screen if the window is widened,
  // which no desktop shows: it is looked at on the phone only, in both modes.
  const phone = WIDTHS[0];
  await page.setViewportSize(phone);
  const drawerPanel = await openFilters(page, phone.width);
  await expect(drawerPanel.getByRole('combobox', { name: 'Şehir' })).toHaveValue('İstanbul');
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await expectMode(page, mode);
    await checkView(page, `listings-search-filters-${phone.width}-${mode}`, false);
  }
  await closeFilters(page, phone.width);

  await page.goto('/courses?q=bu-derse-uyan-ilan-yok');
  await expect(page.getByRole('heading', { name: 'İlan Bulunamadı' })).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'listings-search-empty');
});
