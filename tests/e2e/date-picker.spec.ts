import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { checkAtEveryWidthAndMode, checkScreenInEveryMode, SLOW } from './support/page-checks';
import { untouchedListing } from './support/api';
import { pathOf } from './support/page-location';
import { signInThroughApi } from './support/session';

/*
 * The request's start date in the browser against the mock build: the Turkish date picker is opened and a day
 * picked with the keyboard alone, the request carries it and its page shows it; the open calendar passes axe
 * in light and dark at 360 and 1280 px (screenshots in test-results/screens).
 */

const MESSAGE = 'Merhaba hocam, haftada iki ders istiyorum; en erken önümüzdeki hafta başlayabilirim.';
const ISTANBUL = 'Europe/Istanbul';

/** Today in Istanbul as YYYY-MM-DD, whatever the machine's time zone. */
const todayInIstanbul = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ISTANBUL,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A day `days` after an ISO date, as an ISO date (noon UTC, so no clock change moves it a day). */
const daysAfter = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const startDate = (page: Page) => page.getByRole('textbox', { name: /^Başlangıç tarihi/ });
const openButton = (page: Page) => page.getByRole('button', { name: 'Takvimi açın' });
const calendar = (page: Page) => page.getByRole('application', { name: 'Takvim' });
/** The open calendar's button for one day (an ISO date). */
const dayCell = (page: Page, iso: string) =>
  calendar(page).locator(`[data-part="table-cell-trigger"][data-value="${iso}"]`);

test('a start date is picked with the keyboard alone, sent, and shown on the request', async ({ page }) => {
  await signInThroughApi(page, DEMO_STUDENT.username);
  const { id: listingId } = await untouchedListing(page, {
    token: DEMO_TOKENS.student,
    teacherId: DEMO_TEACHER.id,
  });
  await page.goto(`/lesson-requests/new?listingId=${listingId}`);
  await expect(startDate(page)).toBeVisible(SLOW);
  await page
    .getByRole('group', { name: 'Ders şekli' })
    .getByText(/^(Online|Yüz yüze)$/)
    .first()
    .click();
  // The demo teacher's weekly ranges are the choices.
  await page.locator('label').filter({ hasText: 'Salı 18:00–21:00' }).click();

  // From the field, Tab reaches the calendar button; Enter opens it on today, in Istanbul.
  await startDate(page).focus();
  await page.keyboard.press('Tab');
  await expect(openButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  const today = todayInIstanbul();
  await expect(dayCell(page, today)).toBeFocused();
  await expect(calendar(page).locator('thead th').first()).toHaveText('Pzt');
  // Yesterday cannot be chosen (it is in the grid even on the 1st: the grid shows whole weeks).
  await expect(dayCell(page, daysAfter(today, -1))).toHaveAttribute('aria-disabled', 'true');

  // A week and a day later: one row down, one day right; Enter picks it and closes the calendar. Each key waits
  // for the focus the last one moved: in a month's last week a row down turns the month, and a key pressed while
  // the new month's grid takes the focus is lost.
  const picked = daysAfter(today, 8);
  await page.keyboard.press('ArrowDown');
  await expect(dayCell(page, daysAfter(today, 7))).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dayCell(page, picked)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeHidden();
  await expect(startDate(page)).toHaveValue(picked.split('-').reverse().join('.'));

  await page.getByRole('textbox', { name: /^Mesaj/ }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Talebi Gönder' }).click();

  await expect(page).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  // What was sent, as the mock backend keeps it: the ISO date the contract asks for.
  const saved = await page.evaluate(
    async ({ path, token }) => {
      const answer = await fetch(`/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { preferredStartDate: string | null } }).data;
    },
    { path: pathOf(page), token: DEMO_TOKENS.student },
  );
  expect(saved.preferredStartDate).toBe(picked);
  const shown = new Intl.DateTimeFormat('tr-TR', {
    timeZone: ISTANBUL,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${picked}T12:00:00Z`));
  await expect(page.getByRole('main').locator(`time[datetime="${picked}"]`)).toHaveText(shown, SLOW);
});

test('the open date picker in light and dark mode: no axe violations, no sideways scroll, screenshots', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_STUDENT.username);
  const { id: listingId } = await untouchedListing(page, {
    token: DEMO_TOKENS.student,
    teacherId: DEMO_TEACHER.id,
  });
  // One load; the calendar, opened once, is looked at in both modes at both widths in place.
  await page.goto(`/lesson-requests/new?listingId=${listingId}`);
  await expect(openButton(page)).toBeVisible(SLOW);
  await openButton(page).click();
  await expect(calendar(page)).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'date-picker');
  // The month and year views are part of the same calendar: looked at once, on the desktop (where the look
  // above ends).
  await calendar(page).locator('[data-part="view-trigger"]:visible').click();
  await checkScreenInEveryMode(page, `date-picker-months-1280`);
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
});
