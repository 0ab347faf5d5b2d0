import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { DRAFT_STORAGE_PREFIX } from '../../src/config/drafts';
import { untouchedListing } from './support/api';
import { here } from './support/page-location';
import { switchScenarioLive } from './support/live-scenario';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { SignInForm } from './support/pages/sign-in-form';
import { DEMO_PASSWORD, openSignedIn, signInThroughApi } from './support/session';

/*
 * Nothing typed is lost: the session expires as 'Talebi Gönder' is clicked on a filled request form, and after
 * signing in again the form is back with everything; Escape on a typed-in 'Yeni ilan' dialog asks first,
 * keeping returns to the text, discarding closes it and the next one starts empty. The question passes axe in
 * light and dark at 360 and 1280 px.
 */

const MESSAGE = 'Merhaba hocam, LGS matematik için haftada iki ders istiyorum.';
/** As the Turkish date picker shows and takes a date (dd.MM.yyyy). */
const START = '04.03.2030';
const ASK = 'Kaydedilmemiş değişiklikler silinsin mi?';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
// The demo teacher set a week: her ranges are the choices.
const slots = (page: Page) => page.getByRole('group', { name: 'Eğitmenin müsait saatleri' });
const message = (page: Page) => page.getByRole('textbox', { name: /Mesajınız/ });
const startDate = (page: Page) => page.getByLabel(/^Başlangıç tarihi/);

const draftKeys = (page: Page) =>
  page.evaluate(
    (prefix) => Object.keys(sessionStorage).filter((key) => key.startsWith(prefix)),
    DRAFT_STORAGE_PREFIX,
  );

test('the session expires as a filled request is sent; after signing in again everything is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, DEMO_STUDENT.username);
  // Both modes, so the form asks for the place too.
  const { id: listingId } = await untouchedListing(
    page,
    { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id },
    (listing) => listing.lessonMode === 'BOTH',
  );
  const route = `/lesson-requests/new?listingId=${listingId}`;
  await page.goto(route);
  await expect(h1(page, 'Ders Talebi Gönder')).toBeVisible(SLOW);
  await page.getByRole('group', { name: 'Ders şekli' }).getByText('Yüz yüze', { exact: true }).click();
  await slots(page).locator('label').filter({ hasText: 'Salı 18:00–21:00' }).click();
  await slots(page).locator('label').filter({ hasText: 'Perşembe 18:00–21:00' }).click();
  await startDate(page).fill(START);
  await message(page).fill(MESSAGE);

  await switchScenarioLive(page, 'expired-session');
  await page.getByRole('button', { name: 'Talebi Gönder' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/, SLOW);
  await expect(page.getByText('Oturumunuzun süresi doldu, lütfen tekrar giriş yapın')).toBeVisible(SLOW);
  await switchScenarioLive(page, 'default');
  await new SignInForm(page).submit(DEMO_STUDENT.username, DEMO_PASSWORD);

  await expect(h1(page, 'Ders Talebi Gönder')).toBeVisible(SLOW);
  expect(here(page)).toBe(route);
  await expect(message(page)).toHaveValue(MESSAGE);
  await expect(page.getByRole('radio', { name: 'Yüz yüze' })).toBeChecked();
  await expect(slots(page).getByRole('checkbox', { name: 'Salı 18:00–21:00' })).toBeChecked();
  await expect(slots(page).getByRole('checkbox', { name: 'Perşembe 18:00–21:00' })).toBeChecked();
  await expect(slots(page).getByRole('checkbox', { name: 'Cumartesi 09:00–12:30' })).not.toBeChecked();
  await expect(startDate(page)).toHaveValue(START);

  // Sent as it was typed; the draft goes with it.
  await page.getByRole('button', { name: 'Talebi Gönder' }).click();
  await expect(page).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  await expect(page.getByRole('main').getByText(MESSAGE)).toBeVisible(SLOW);
  expect(await draftKeys(page)).toEqual([]);
});

async function openNewListing(page: Page) {
  await page.getByRole('region', { name: 'İlanlarım' }).getByRole('button', { name: 'Yeni ilan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni ilan' });
  await expect(dialog.getByRole('textbox', { name: /^İlan başlığı/ })).toBeFocused(SLOW);
  return dialog;
}

test('Escape on a typed-in new listing asks; keeping returns to the text, discarding empties the next one', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_TEACHER.username, '/teacher-dashboard');
  await expect(h1(page, 'Eğitmen Paneli')).toBeVisible(SLOW);
  let dialog = await openNewListing(page);
  const title = dialog.getByRole('textbox', { name: /^İlan başlığı/ });
  await title.fill('LGS Matematik Yaz Kampı');
  await dialog.getByRole('textbox', { name: /^Açıklama/ }).fill('Yeni nesil sorularla yoğun bir program.');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: ASK });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Düzenlemeye devam et' })).toBeFocused();
  await ask.getByRole('button', { name: 'Düzenlemeye devam et' }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue('LGS Matematik Yaz Kampı');

  // The close button asks too; Escape in the question keeps the text.
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(title).toHaveValue('LGS Matematik Yaz Kampı');

  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Değişiklikleri sil' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);

  dialog = await openNewListing(page);
  await expect(dialog.getByRole('textbox', { name: /^İlan başlığı/ })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: /^Açıklama/ })).toHaveValue('');
  // Nothing typed: Escape closes without asking.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the unsaved-changes question in light and dark mode: no axe violations, screenshots', async ({
  page,
}) => {
  // The question is asked once and looked at in both modes at both widths in place.
  await openSignedIn(page, DEMO_TEACHER.username, '/teacher-dashboard');
  await expect(h1(page, 'Eğitmen Paneli')).toBeVisible(SLOW);
  const dialog = await openNewListing(page);
  await dialog.getByRole('textbox', { name: /^İlan başlığı/ }).fill('LGS Matematik');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: ASK })).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'discard-changes');
  await page.getByRole('button', { name: 'Değişiklikleri sil' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
