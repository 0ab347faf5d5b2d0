import { expect, test, type Page } from '@playwright/test';
import { checkAtEveryWidthAndMode, settle, SLOW, WIDTHS } from './support/page-checks';

const TITLE = 'Size uygun eğitmeni bulun, öğrenmeye hemen başlayın';

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'İlanlar' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Eğitmenler' }).getByRole('article')).toHaveCount(12);
  await settle(page);
}

test('/ in light and dark mode at 360 and 1280 px: no axe violations, screenshots; the head carries the page title, description, social tags and canonical link', async ({
  page,
}) => {
  // One load; width and colour mode switch in place (with nothing saved, the app follows the system scheme, and
  // the check asserts the page took it).
  await openHome(page);
  // The carousels scroll inside themselves; the page never scrolls sideways.
  await checkAtEveryWidthAndMode(page, 'home');
  await expect(page).toHaveTitle('Özel Ders | Uzman Eğitmenlerle Birebir Özel Ders Bul');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /uzman eğitmen/);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="twitter:title"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('the hero link and a counter move focus to their sections by keyboard; the listing carousel scrolls, loads more and filters by subcategory', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await page.getByRole('link', { name: 'İlanları Keşfet' }).focus();
  await page.keyboard.press('Enter');
  const listings = page.getByRole('heading', { level: 2, name: 'Öne Çıkan İlanlar' });
  await expect(listings).toBeFocused();
  await expect(listings).toBeInViewport();

  await page.getByRole('link', { name: /Eğitmen$/ }).focus();
  await page.keyboard.press('Enter');
  const teachers = page.getByRole('heading', { level: 2, name: 'Eğitmenlerimiz' });
  await expect(teachers).toBeFocused();
  await expect(teachers).toBeInViewport();

  // The listing carousel, on the same page.
  const list = page.getByRole('list', { name: 'İlanlar' });
  const previous = page.getByRole('button', { name: 'İlanlar: önceki' });
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: 'İlanlar: sonraki' }).click();
  await expect(previous).toBeEnabled();

  await page.getByRole('button', { name: 'Daha fazla ilan yükle' }).click();
  await expect(list.getByRole('article')).toHaveCount(12);

  await page.getByRole('button', { name: 'Matematik', exact: true }).click();
  await page
    .getByRole('group', { name: 'Matematik alt kategorileri' })
    .getByRole('button', { name: 'TYT Matematik' })
    .click();
  await expect(page.getByText('Matematik › TYT Matematik')).toBeVisible();
  await expect(list.getByRole('article').first()).toContainText('TYT Matematik');
  await expect(page.getByRole('link', { name: 'Tüm ilanları gör' })).toHaveAttribute('href', '/courses');

  await page.getByRole('button', { name: 'Temizle' }).click();
  await expect(list.getByRole('article')).toHaveCount(6);
});

const SEARCH = 'Ne öğrenmek istiyorsunuz?';
const searchBox = (page: Page) => page.getByRole('combobox', { name: SEARCH });

/** Tabs from the top of the page to the hero's search box, which turns into the combobox with the focus. */
async function tabToSearch(page: Page) {
  const inSearch = () =>
    page.evaluate(() =>
      document.activeElement?.closest('form[role="search"]')?.contains(document.activeElement),
    );
  for (let step = 0; step < 40 && !(await inSearch()); step += 1) await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused(SLOW);
}

test("by keyboard alone: 'mat' suggests Matematik, which opens the directory filtered by it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await tabToSearch(page);
  await page.keyboard.type('mat');
  const listbox = page.getByRole('listbox');
  const subjects = listbox.getByRole('group', { name: 'Dersler' }).getByRole('option');
  await expect(subjects.first()).toHaveText('Matematik');
  await expect(searchBox(page)).toHaveValue('mat');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    String(await subjects.first().getAttribute('id')),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teachers\?root=1$/);
  await expect(page.getByRole('button', { name: 'Matematik', expanded: true })).toBeVisible(SLOW);
});

test("by keyboard alone: 'ist' suggests İstanbul, which opens the directory with cityId=34", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHome(page);
  await tabToSearch(page);
  await page.keyboard.type('ist');
  const istanbul = page.getByRole('group', { name: 'Şehirler' }).getByRole('option', { name: 'İstanbul' });
  await expect(istanbul).toBeVisible();
  const box = searchBox(page);
  const id = String(await istanbul.getAttribute('id'));
  // The subjects come first: ArrowDown, one option at a time, until İstanbul is the active one, as a person
  // would. Each press waits for the active option to move, so none is skipped; the list may still gain
  // subjects while the walk goes on (counting the options first raced with them).
  let active = await box.getAttribute('aria-activedescendant');
  for (let step = 0; active !== id; step += 1) {
    expect(step, 'ArrowDown presses before İstanbul').toBeLessThan(60);
    await page.keyboard.press('ArrowDown');
    const before = active;
    await expect.poll(() => box.getAttribute('aria-activedescendant')).not.toBe(before);
    active = await box.getAttribute('aria-activedescendant');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teachers\?cityId=34$/);
});

test('Escape closes the suggestions and Enter then searches the typed text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await tabToSearch(page);
  await page.keyboard.type('türkçe');
  await expect(page.getByRole('option', { name: 'Türkçe', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.type(' dil bilgisi');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('türkçe dil bilgisi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teachers\?q=t%C3%BCrk%C3%A7e\+dil\+bilgisi$/);
});

test('the open suggestions in light and dark mode: screenshots at 360 and 1280 px, no axe violations', async ({
  page,
}) => {
  // One load, the suggestions opened once; width and colour mode switch in place under them. Opened on the
  // phone, the first width looked at, where the focus scrolls them into the screenshot's view.
  await page.setViewportSize(WIDTHS[0]);
  await openHome(page);
  await tabToSearch(page);
  await page.keyboard.type('ma');
  await expect(page.getByRole('group', { name: 'Şehirler' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'home-search', { fullPage: false });
  // Still open after every look: no resize or mode change closed them.
  await expect(page.getByRole('listbox')).toBeVisible();
});
