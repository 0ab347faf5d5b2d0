import { expect, test } from '@playwright/test';
import {
  checkAtEveryWidthAndMode,
  checkView,
  expectMode,
  MODES,
  settle,
  SLOW,
  WIDTHS,
} from './support/page-checks';
import { TeacherDirectory } from './support/pages/teacher-directory';
import {
  buildCheapOnlineInDrawer,
  expectCheapOnlineCards,
  FOUND_BY_URL,
  FOUND_CHIPS,
  openCheapOnlineByUrl,
} from './support/teacher-search';

/*
 * The teacher directory in real Chromium against the mock build — the drawer under 1024 px, a shared filter URL,
 * axe in both modes, screenshots. Paging is checked at route level (tests/integration/teachers-directory.test.tsx).
 */
test('under 1024 px the filters open in a full-screen drawer and close again', async ({ page }) => {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await directory.open();
  await expect(directory.resultCount).toHaveText('60 Eğitmen Bulundu');
  await expect(page.getByRole('complementary', { name: 'Filtreler' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filtreleri Aç' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtreler' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(790);
  await directory.filterOption('Online', drawer).click();
  await expect(page).toHaveURL(/mode=online/);
  await drawer.getByRole('button', { name: 'Filtreyi Kapat' }).click();
  await expect(drawer).toBeHidden();
  await expect(directory.activeFilters).toContainText('Online');
});

test('a Back pressed while a slow phone is still rendering the click leaves every filter off', async ({
  page,
}) => {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await directory.open();
  await expect(directory.resultCount).toHaveText('60 Eğitmen Bulundu');
  const sidebar = page.getByRole('complementary', { name: 'Filtreler' });
  const verified = sidebar.getByRole('switch', { name: 'Yalnızca doğrulanmış eğitmenler' });
  // A phone's CPU: the new URL's render takes long enough for Back to come first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await directory.filterOption('Yalnızca doğrulanmış eğitmenler', sidebar).click();
  await expect(verified).toBeChecked();
  await page.goBack();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(directory.resultCount).toHaveText('60 Eğitmen Bulundu', SLOW);
  await expect(directory.activeFilters).toHaveCount(0);
  await expect(verified).not.toBeChecked();
});

test("a search without Turkish letters finds the teacher written with them: 'ozgur isik' finds Özgür Işık", async ({
  page,
}) => {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await directory.open();
  await directory.search.fill('ozgur isik');
  // The search waits for its debounce and a new answer: on a busy machine that outlasts the default 5 s.
  await expect(page.getByText('"ozgur isik" için 1 eğitmen bulundu')).toBeVisible(SLOW);
  await expect(directory.cardNames).toHaveText(['Özgür Işık']);
});

test("the keyword box suggests as the home box does: 'mat' → Matematik by keyboard filters the directory in place", async ({
  page,
}) => {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await directory.open('/teachers?mode=online');
  await directory.search.click();
  await directory.search.pressSequentially('mat');
  const subjects = page.getByRole('listbox').getByRole('group', { name: 'Dersler' }).getByRole('option');
  await expect(subjects.first()).toHaveText('Matematik', SLOW);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teachers\?root=1&mode=online$/);
  await expect(directory.search).toHaveValue('');
  await expect(directory.activeFilters.getByRole('listitem')).toHaveText(['Matematik', 'Online']);
  await directory.settled();
  await expect(directory.cards.first()).toBeVisible();
});

test('a shared filter URL opened in a new page shows the same results', async ({ page, context }) => {
  const directory = new TeacherDirectory(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await directory.open();
  await directory.search.fill('Matematik');
  await expect(page).toHaveURL(/q=Matematik/);
  await page.getByRole('combobox', { name: 'Sıralama' }).selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  // The search waits for its debounce and a new answer: on a busy machine that outlasts the default 5 s.
  await expect(page.getByText(/"Matematik" için \d+ eğitmen bulundu/)).toBeVisible(SLOW);

  const shared = await context.newPage();
  await shared.setViewportSize({ width: 1280, height: 900 });
  const sharedDirectory = new TeacherDirectory(shared);
  await sharedDirectory.open(page.url());
  await expect(sharedDirectory.search).toHaveValue('Matematik');
  await expect(shared.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('rating');
  // A fresh page asks for the filtered list once, so its first cards are the final answer. The page that
  // built the filter step by step may still be between two answers: it must settle on the same cards.
  const sharedNames = sharedDirectory.cardNames;
  await expect(sharedNames.first()).toBeVisible();
  // The grid renders its first cards, then the rest, and is busy until then.
  await expect(shared.locator('ul[aria-busy="true"]')).toHaveCount(0);
  const names = await sharedNames.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await expect(directory.cardNames).toHaveText(names);
});

test('the directory, filtered and with its phone drawer open, in light and dark mode at 360 and 1280 px: fees and modes on every card, no axe violations, screenshots', async ({
  page,
}) => {
  // Two states, each loaded once and looked at in both modes at both widths in place (the app follows the
  // system scheme with nothing saved), and the phone's drawer.
  const directory = new TeacherDirectory(page);
  const drawerButton = page.getByRole('button', { name: 'Filtreleri Aç' });
  // The directory lays itself out for the width in a background render: it is looked at once that render is
  // done, its sign being the drawer's button, there only under 1024 px, and no busy list.
  const laidOutFor = async ({ width }: { width: number }) => {
    await expect(drawerButton).toHaveCount(width < 1024 ? 1 : 0);
    await directory.settled();
  };
  await directory.open();
  await checkAtEveryWidthAndMode(page, 'teachers', {
    atWidth: async (size) => {
      await laidOutFor(size);
      await settle(page);
      // Every seeded teacher has listings: each card says the fee they start from and their lesson modes, and
      // neither pushes the card wider than its column (at each width: the grid's columns follow it).
      const count = await directory.cards.count();
      await expect(directory.cards.getByText(/^En düşük ₺[\d.]+ \/ saat$/)).toHaveCount(count);
      await expect(directory.cards.getByRole('list', { name: 'Ders şekilleri' })).toHaveCount(count);
      const overflowing = await directory.cards.evaluateAll(
        (cards) => cards.filter((card) => card.scrollWidth > card.clientWidth).length,
      );
      expect(overflowing).toBe(0);
    },
  });

  // With filters set: chips, the chosen controls and the fee hint.
  await directory.open(FOUND_BY_URL);
  await directory.settled();
  await checkAtEveryWidthAndMode(page, 'teachers-filtered', { atWidth: laidOutFor });

  // On the phone, the filter drawer with those filters set: only a screen under 1024 px has the button that
  // opens it, so this one state is looked at at the phone's width alone.
  await page.setViewportSize(WIDTHS[0]);
  await drawerButton.click();
  await expect(page.getByRole('dialog', { name: 'Filtreler' })).toBeVisible();
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await expectMode(page, mode);
    await checkView(page, `teachers-drawer-360-${mode}`, false);
  }
});

test('a guest finds cheap online Matematik teachers in İstanbul on Saturday mornings by URL alone', async ({
  page,
}) => {
  const directory = await openCheapOnlineByUrl(page);
  await expect(directory.activeFilters.getByRole('listitem')).toHaveText(FOUND_CHIPS, SLOW);
  await expectCheapOnlineCards(directory);
});

test('the same search built through the filter drawer on a 360 px phone, kept by the drawer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await buildCheapOnlineInDrawer(page);
  await expect(page).toHaveURL(/sort=price-asc/);
});
