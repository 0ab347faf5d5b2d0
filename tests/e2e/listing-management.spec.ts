import { expect, type Page, test } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { LISTING_SAVE_REFUSED_MESSAGE } from '../../mocks/scenarios/registry';
import { listingGrid } from './support/listings';
import { switchScenarioLive } from './support/live-scenario';
import { Header } from './support/pages/header';
import { openSignedIn, signIn } from './support/session';

/*
 * A teacher's listings from /teacher-dashboard ('İlanlarım'): published, found on /courses and in the home
 * carousel, its fee changed (seen on its own page), deleted (gone from /courses), all by moving through the app
 * the way a person does, so the listing pages read from a cache filled before the change. Axe and screenshots
 * of the dashboard, the listing dialog and the delete confirmation in both modes at both widths (also saved in
 * test-results/screens).
 */

const TITLE = 'Satranç Stratejileri Başlangıç Dersi';
const DESCRIPTION = 'Açılış ilkeleri, taktik kalıplar ve oyun sonu teknikleri; her derste bir analiz.';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Eğitmen Paneli' });
const myListings = (page: Page) => page.getByRole('region', { name: 'İlanlarım' });
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, name: RegExp) => dialog(page).getByRole('textbox', { name });
const choice = (page: Page, name: RegExp) => dialog(page).getByRole('combobox', { name });
/** A link of the header's navigation ('Kurslar' carries the listing count badge in its name). */
const navLink = (page: Page, name: string) =>
  new Header(page).banner.getByRole('link', { name: new RegExp(`^${name}`) });

async function openDashboardFromMenu(page: Page) {
  // The screen (here the home page) takes focus once it is there; a menu opened before that would lose focus
  // and close.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(SLOW);
  await new Header(page).userMenu('zeynepcelik').click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(heading(page)).toBeVisible(SLOW);
}

/** Waits until an options list holds more than its empty first choice. */
async function loaded(select: ReturnType<typeof choice>) {
  await expect(select.locator('option').nth(1)).toBeAttached(SLOW);
}

test('a teacher publishes a listing, finds it on /courses and at home, changes its fee and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'zeynepcelik');
  // A teacher lands on the dashboard.
  await expect(heading(page)).toBeVisible(SLOW);
  // The listing pages are read once before the change, so the change must refresh them.
  await navLink(page, 'Kurslar').click();
  await expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await navLink(page, 'Ana Sayfa').click();
  await expect(page.getByRole('list', { name: 'İlanlar' }).getByRole('article').first()).toBeVisible(SLOW);
  await openDashboardFromMenu(page);

  await myListings(page).getByRole('button', { name: 'Yeni ilan' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page, /^İlan başlığı/)).toBeFocused();
  await field(page, /^İlan başlığı/).fill(TITLE);
  await field(page, /^Açıklama/).fill(DESCRIPTION);
  await loaded(choice(page, /^Kategori/));
  await choice(page, /^Kategori/).selectOption({ index: 1 });
  await loaded(choice(page, /^Alt kategori/));
  await choice(page, /^Alt kategori/).selectOption({ index: 1 });
  const category =
    (await choice(page, /^Alt kategori/)
      .locator('option:checked')
      .textContent()) ?? '';
  await field(page, /^Saatlik ücret/).fill('450');
  await choice(page, /^Ders şekli/).selectOption({ label: 'Yüz yüze' });
  await loaded(choice(page, /^İl\W*$/));
  await choice(page, /^İl\W*$/).selectOption({ label: 'İzmir' });
  await loaded(choice(page, /^İlçe/));
  await choice(page, /^İlçe/).selectOption({ label: 'Karşıyaka' });
  await dialog(page).getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(page.getByText('İlanınız yayınlandı.')).toBeVisible(SLOW);
  await expect(dialog(page)).toHaveCount(0);
  const row = myListings(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
  await expect(row).toContainText('₺450 / saat');
  await expect(row).toContainText('İzmir / Karşıyaka');
  await expect(row).toContainText(category);

  // On /courses (newest first) and in the home carousel.
  await navLink(page, 'Kurslar').click();
  await expect(listingGrid(page).getByRole('heading', { name: TITLE })).toBeVisible(SLOW);
  await navLink(page, 'Ana Sayfa').click();
  await expect(
    page
      .getByRole('list', { name: 'İlanlar' })
      .getByRole('article')
      .first()
      .getByRole('heading', { name: TITLE }),
  ).toBeVisible(SLOW);

  // A new fee, seen on the listing's own page.
  await openDashboardFromMenu(page);
  await row.getByRole('button', { name: `“${TITLE}” ilanını düzenle` }).click();
  await expect(field(page, /^Saatlik ücret/)).toHaveValue('450', SLOW);
  await expect(choice(page, /^İlçe/)).toHaveValue('Karşıyaka', SLOW);
  await field(page, /^Saatlik ücret/).fill('600');
  await dialog(page).getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(page.getByText('İlanınız güncellendi.')).toBeVisible(SLOW);
  await expect(row).toContainText('₺600 / saat');
  await row.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible(SLOW);
  await expect(page.getByText('₺600 / saat')).toBeVisible();

  // Deleted after the confirmation, and gone from /courses. Back leads to the dashboard.
  await page.goBack();
  await expect(heading(page)).toBeVisible(SLOW);
  await row.getByRole('button', { name: `“${TITLE}” ilanını sil` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'İlanı sil' });
  await confirm.getByRole('button', { name: 'İlanı sil' }).click();
  await expect(page.getByText('İlanınız kaldırıldı.')).toBeVisible(SLOW);
  await expect(myListings(page).getByRole('link', { name: TITLE, exact: true })).toHaveCount(0);
  await navLink(page, 'Kurslar').click();
  await expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await expect(listingGrid(page).getByRole('heading', { name: TITLE })).toHaveCount(0);
});

test('a refused save keeps what was typed and shows the server’s message; the next try saves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'zeynepcelik', '/teacher-dashboard');
  await expect(heading(page)).toBeVisible(SLOW);
  const firstRow = myListings(page).getByRole('listitem').first();
  await firstRow.getByRole('button', { name: /ilanını düzenle$/ }).click();
  const fee = field(page, /^Saatlik ücret/);
  await expect(fee).not.toHaveValue('', SLOW);
  await fee.fill('725');
  await field(page, /^İlan başlığı/).fill('Sınava Hazırlık: Matematik Problemleri');

  await switchScenarioLive(page, 'listing-save-fails');
  await dialog(page).getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(LISTING_SAVE_REFUSED_MESSAGE, SLOW);
  await expect(fee).toHaveValue('725');
  await expect(field(page, /^İlan başlığı/)).toHaveValue('Sınava Hazırlık: Matematik Problemleri');

  await switchScenarioLive(page, 'default');
  await dialog(page).getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(page.getByText('İlanınız güncellendi.')).toBeVisible(SLOW);
  await expect(dialog(page)).toHaveCount(0);
  await expect(
    myListings(page).getByRole('link', { name: 'Sınava Hazırlık: Matematik Problemleri', exact: true }),
  ).toBeVisible();
  await expect(
    myListings(page)
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: 'Sınava Hazırlık: Matematik Problemleri', exact: true }),
      }),
  ).toContainText('₺725 / saat');
});

test('/teacher-dashboard, the listing dialog and the delete confirmation in light and dark mode at 360 and 1280 px: no axe violations, screenshots', async ({
  page,
}) => {
  // Each state is reached once and looked at in both modes at both widths in place.
  await openSignedIn(page, 'zeynepcelik', '/teacher-dashboard');
  await expect(heading(page)).toBeVisible(SLOW);
  await expect(myListings(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Özet' }).getByRole('listitem').first()).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'teacher-dashboard');

  await myListings(page).getByRole('button', { name: 'Yeni ilan' }).click();
  await loaded(choice(page, /^Kategori/));
  await dialog(page).getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(dialog(page).getByText('İlan başlığı zorunludur')).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'listing-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await myListings(page)
    .getByRole('button', { name: /ilanını sil$/ })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'İlanı sil' });
  await expect(confirm).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'delete-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
});
