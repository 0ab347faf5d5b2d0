import { expect, test, type Page } from '@playwright/test';
import { DEMO_TEACHER } from '../../mocks/db/demo';
import { nextMockDbSave } from './support/mock-db';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { signIn } from './support/session';

/*
 * The teacher's schedule editor in the browser against the mock build: a week set, copied and saved survives a
 * reload; the editor passes axe in light and dark at 360 and 1280 px (screenshots in test-results/screens).
 * The browser runs in Los Angeles: the times are Istanbul's wall-clock times all the same.
 */

test.use({ timezoneId: 'America/Los_Angeles' });

const editor = (page: Page) => page.getByRole('region', { name: 'Müsaitlik Takviminiz' });
const range = (page: Page, name: string) => editor(page).getByRole('group', { name, exact: true });
const time = (page: Page, group: string, end: 'Başlangıç' | 'Bitiş') =>
  range(page, group).getByRole('combobox', { name: end });

async function openEditor(page: Page) {
  await page.goto('/teacher-dashboard');
  await expect(range(page, 'Salı, 1. aralık')).toBeVisible(SLOW);
}

test('a teacher sets Saturday 09:00–12:00, copies it to Sunday, saves, and sees it after a reload', async ({
  page,
}) => {
  await signIn(page, DEMO_TEACHER.username);
  await openEditor(page);

  // The seeded Saturday is 09:00–12:30; Sunday 14:00–17:00.
  await expect(time(page, 'Cumartesi, 1. aralık', 'Başlangıç')).toHaveValue('09:00');
  await time(page, 'Cumartesi, 1. aralık', 'Bitiş').selectOption('12:00');
  await editor(page).getByRole('button', { name: 'Diğer günlere kopyala (Cumartesi)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cumartesi saatlerini kopyalayın' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pazar', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Pazar', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Kopyala' }).click();
  await expect(dialog).toBeHidden();
  await expect(time(page, 'Pazar, 1. aralık', 'Başlangıç')).toHaveValue('09:00');
  await expect(time(page, 'Pazar, 1. aralık', 'Bitiş')).toHaveValue('12:00');

  const saved = await nextMockDbSave(page);
  await editor(page).getByRole('button', { name: 'Müsaitliği Kaydet' }).click();
  await expect(page.getByText('Müsaitlik bilginiz kaydedildi.')).toBeVisible(SLOW);
  await saved();

  await page.reload();
  await expect(time(page, 'Cumartesi, 1. aralık', 'Bitiş')).toHaveValue('12:00', SLOW);
  await expect(time(page, 'Pazar, 1. aralık', 'Başlangıç')).toHaveValue('09:00');
  await expect(time(page, 'Pazar, 1. aralık', 'Bitiş')).toHaveValue('12:00');
  await expect(range(page, 'Pazar, 2. aralık')).toHaveCount(0);
  // What the server keeps is the same wall-clock time, whatever the browser's zone.
  const stored = await page.evaluate(async (id) => {
    const answer = await fetch(`/v1/teachers/${id}/availability`);
    return ((await answer.json()) as { data: { weekly: { day: string; start: string; end: string }[] } }).data
      .weekly;
  }, DEMO_TEACHER.id);
  expect(stored.filter((entry) => entry.day === 'SATURDAY' || entry.day === 'SUNDAY')).toEqual([
    { day: 'SATURDAY', start: '09:00', end: '12:00' },
    { day: 'SUNDAY', start: '09:00', end: '12:00' },
  ]);
});

test('the schedule editor in light and dark mode: no axe violations, no sideways scroll, screenshots', async ({
  page,
}) => {
  // One sign-in and load; each state is reached once and width and colour mode switch in place (the app follows
  // the system scheme with nothing saved) under the refusals and the open copy dialog.
  await signIn(page, DEMO_TEACHER.username);
  await openEditor(page);
  // A refused range and an empty away date, so their messages are looked at too.
  await editor(page).getByRole('button', { name: 'Aralık ekle (Cumartesi)' }).click();
  await time(page, 'Cumartesi, 2. aralık', 'Başlangıç').selectOption('11:00');
  await expect(editor(page).getByText('Bu aralık 09:00–12:30 ile çakışıyor.')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Tarih ekle' }).click();
  await editor(page).getByRole('button', { name: 'Müsaitliği Kaydet' }).click();
  await expect(editor(page).getByText('Bir tarih seçin.').first()).toBeVisible();
  await editor(page).scrollIntoViewIfNeeded();
  // The section alone too, for people to look at (a screenshot asserts nothing), in the same state.
  await checkAtEveryWidthAndMode(page, 'availability-editor', {
    parts: { 'availability-editor-part': editor(page) },
  });

  // The copy dialog, open.
  await editor(page).getByRole('button', { name: 'Diğer günlere kopyala (Salı)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salı saatlerini kopyalayın' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Hafta içi' }).click();
  await expect(dialog.getByRole('button', { name: 'Perşembe', pressed: true })).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'availability-copy', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Değişiklikleri geri al leaves nothing unsaved.
  await editor(page).getByRole('button', { name: 'Değişiklikleri geri al' }).click();
  await expect(editor(page).getByText('Kaydedilmemiş değişiklikleriniz var.')).toHaveCount(0);
});
