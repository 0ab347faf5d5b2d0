import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_TEACHER } from '../../mocks/db/demo';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { ChatScreen } from './support/pages/chat-screen';
import { signInThroughApi } from './support/session';

/*
 * Report and block against the mock build, as elifdemir: a review, a listing and a message each end with the
 * confirmation; a second report of the same item says it was received before. Axe and screenshots of the
 * report dialog, the block question and the settings list (test-results/screens/report-*.png, block-*.png,
 * blocked-users-*.png).
 */

const TEACHER = { ...DEMO_TEACHER, fullName: 'Zeynep Çelik' };
const DONE = 'Şikayetiniz alındı. İnceleyip gerekirse işlem yapacağız.';
const ALREADY = 'Bu içeriği daha önce şikayet ettiniz.';

const reviews = (page: Page) => page.getByRole('region', { name: 'Öğrenci Yorumları' });

/** Picks a reason by its label (the radio itself is visually hidden, as Chakra draws its own). */
async function choose(dialog: Locator, reason: string) {
  await dialog.getByText(reason, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: reason })).toBeChecked();
}

/** Chooses a reason (and writes the text of 'Diğer'), sends, and returns the dialog showing the outcome. */
async function report(page: Page, open: Locator, title: string, reason: string, text?: string) {
  await open.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible(SLOW);
  await choose(dialog, reason);
  if (text !== undefined) await dialog.getByRole('textbox', { name: /^Açıklama/ }).fill(text);
  // One press: a double press is tested with the answer held (tests/integration/report-block.test.tsx); here
  // the answer can arrive between two clicks, and the second would land on the outcome's 'Kapat'.
  await dialog.getByRole('button', { name: 'Şikayet et' }).click();
  return dialog;
}

async function close(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(dialog).toBeHidden();
}

test('a review, a listing and a message each end with the confirmation; a second report says it was received', async ({
  page,
}) => {
  // Three journeys with two dialogs each on a shared machine.
  test.slow();
  await signInThroughApi(page, 'elifdemir');

  // A review on the teacher's profile.
  await page.goto(`/profile/id/${TEACHER.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TEACHER.fullName })).toBeVisible(SLOW);
  const reviewEntry = reviews(page).getByRole('button', { name: 'Değerlendirmeyi şikayet et' }).first();
  await expect(reviewEntry).toBeVisible(SLOW);
  const reviewDialog = await report(page, reviewEntry, 'Değerlendirmeyi şikayet edin', 'Spam veya reklam');
  await expect(reviewDialog.getByText(DONE)).toBeVisible();
  await close(reviewDialog);
  const again = await report(page, reviewEntry, 'Değerlendirmeyi şikayet edin', 'Sahte profil');
  await expect(again.getByText(ALREADY)).toBeVisible();
  await close(again);

  // A listing, with 'Diğer' and its text (a short one is refused before sending).
  await page.getByRole('region', { name: 'Eğitmenin İlanları' }).getByRole('link').first().click();
  const listingEntry = page.getByRole('button', { name: 'İlanı şikayet et' });
  await expect(listingEntry).toBeVisible(SLOW);
  await listingEntry.click();
  const listingDialog = page.getByRole('dialog', { name: 'İlanı şikayet edin' });
  await choose(listingDialog, 'Diğer');
  await listingDialog.getByRole('textbox', { name: /^Açıklama/ }).fill('kısa');
  await listingDialog.getByRole('button', { name: 'Şikayet et' }).click();
  await expect(listingDialog.getByText('Açıklama en az 10 karakter olmalıdır.')).toBeVisible();
  await listingDialog
    .getByRole('textbox', { name: /^Açıklama/ })
    .fill('İlandaki fiyat ile derste istenen ücret birbirini tutmuyor.');
  await listingDialog.getByRole('button', { name: 'Şikayet et' }).click();
  await expect(listingDialog.getByText(DONE)).toBeVisible();
  await close(listingDialog);

  // A message of the teacher's in their room.
  const chat = new ChatScreen(page);
  await chat.openRoomWith(TEACHER.fullName);
  const messageEntry = chat
    .messages(TEACHER.fullName)
    .getByRole('button', { name: 'Mesajı şikayet et' })
    .last();
  const messageDialog = await report(
    page,
    messageEntry,
    'Mesajı şikayet edin',
    'Uygulama dışında iletişim bilgisi isteme',
  );
  await expect(messageDialog.getByText(DONE)).toBeVisible();
  await close(messageDialog);
  const messageAgain = await report(page, messageEntry, 'Mesajı şikayet edin', 'Spam veya reklam');
  await expect(messageAgain.getByText(ALREADY)).toBeVisible();
  await close(messageAgain);

  // The mock kept one report per item: three, of the three kinds (the developer's list).
  const own = await page.evaluate(async () => {
    const answer = await fetch('/__mock/reports');
    return (await answer.json()) as Array<{ reporter: string; targetType: string }>;
  });
  expect(own.map((row) => row.targetType).sort()).toEqual(['LISTING', 'MESSAGE', 'REVIEW']);
});

test('the report dialog, the block question and the blocked list: axe clean in light and dark, 360 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page, 'elifdemir');
  const menu = () => page.getByRole('button', { name: `Diğer seçenekler: ${TEACHER.fullName}` });
  // Each dialog and the list are reached once and looked at in both modes at both widths in place.
  await page.goto(`/profile/id/${TEACHER.id}`);
  await expect(menu()).toBeVisible(SLOW);

  // The report dialog with 'Diğer' and its message showing.
  await menu().click();
  await page.getByRole('menuitem', { name: 'Kullanıcıyı şikayet et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı şikayet edin' });
  await choose(dialog, 'Diğer');
  await dialog.getByRole('button', { name: 'Şikayet et' }).click();
  await expect(dialog.getByText('Lütfen şikayetinizi kısaca açıklayın.')).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();

  // Block, with its question first.
  await menu().click();
  await page.getByRole('menuitem', { name: 'Engelle' }).click();
  const question = page.getByRole('alertdialog', { name: `${TEACHER.fullName} engellensin mi?` });
  await expect(question).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'block-dialog');
  await question.getByRole('button', { name: 'Engelle' }).dblclick();
  await expect(question).toBeHidden(SLOW);

  // Settings lists her; 'Engeli kaldır' lifts it.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Engellenen kullanıcılar' });
  const lift = section.getByRole('button', { name: `Engeli kaldır: ${TEACHER.fullName}` });
  await expect(lift).toBeVisible(SLOW);
  await section.scrollIntoViewIfNeeded();
  await checkAtEveryWidthAndMode(page, 'blocked-users');
  await lift.click();
  await expect(section.getByText('Engellediğiniz kimse yok.')).toBeVisible(SLOW);
});
