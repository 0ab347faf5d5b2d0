import { expect, test, type Page } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { nextMockDbSave } from './support/mock-db';
import { signInThroughApi } from './support/session';

/*
 * /notifications against the mock build: the seeded notifications of the demo accounts (read and unread lesson
 * requests, messages and notices), the filter kept in the URL, mark all read surviving a reload, a lesson request
 * opening its request; axe and screenshots (test-results/screens/notifications-<width>-<mode>.png).
 */

const list = (page: Page) => page.getByRole('list', { name: 'Bildirim listesi' });
const unreadBadges = (page: Page) => list(page).getByText('Okunmadı', { exact: true });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function openNotifications(page: Page, path = '/notifications') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible(SLOW);
  await expect(list(page).getByRole('listitem').first()).toBeVisible(SLOW);
}

/** The number a filter tab shows beside its name. */
async function tabCount(page: Page, name: RegExp): Promise<number> {
  const text = (await tab(page, name).textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1]);
}

test('the unread filter lives in the URL, survives a reload and the way back from a lesson request', async ({
  page,
}) => {
  await signInThroughApi(page, 'zeynepcelik');
  await openNotifications(page);
  const all = await tabCount(page, /^Tümü/);
  const unread = await tabCount(page, /^Okunmamış/);
  expect(unread).toBeGreaterThan(0);
  expect(unread).toBeLessThan(all);

  await tab(page, /^Okunmamış/).click();
  await expect(page).toHaveURL(/\/notifications\?filter=unread$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(unread);
  await expect(unreadBadges(page)).toHaveCount(unread);

  await page.reload();
  await expect(tab(page, /^Okunmamış/)).toHaveAttribute('aria-selected', 'true', SLOW);
  await expect(list(page).getByRole('listitem')).toHaveCount(unread);

  // A lesson request opens its request (that screen is another piece of work; the address is what counts).
  const request = list(page)
    .getByRole('link', { name: /^Ders talebi:/ })
    .first();
  const href = await request.getAttribute('href');
  expect(href).toMatch(/^\/lesson-requests\/\d+$/);
  // From the keyboard: the row is a real link.
  await request.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await page.goBack();
  await expect(tab(page, /^Okunmamış/)).toHaveAttribute('aria-selected', 'true', SLOW);
  // Opening it marked it read, so the unread view has one fewer.
  await expect(list(page).getByRole('listitem')).toHaveCount(unread - 1);
});

test('marks all read: every unread one at once, kept after a reload', async ({ page }) => {
  await signInThroughApi(page, 'elifdemir');
  await openNotifications(page);
  await expect(unreadBadges(page).first()).toBeVisible();
  const markAll = page.getByRole('button', { name: 'Tümünü okundu işaretle' });

  const saved = await nextMockDbSave(page);
  await markAll.click();
  await expect(unreadBadges(page)).toHaveCount(0);
  await expect(tab(page, /^Okunmamış/)).toHaveText(/0$/);
  // Said once every call has answered, so every change is in the mock db (a change still waiting for its
  // debounced save is written when the page goes away).
  await expect(page.getByText('Tüm bildirimler okundu olarak işaretlendi.')).toBeAttached(SLOW);
  await expect(markAll).toBeDisabled();

  await saved();
  await page.reload();
  await expect(list(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await expect(unreadBadges(page)).toHaveCount(0);
  await tab(page, /^Okunmamış/).click();
  await expect(page.getByText('Okunmamış bildiriminiz yok. Hepsini okudunuz.')).toBeVisible();
});

test('/notifications in light and dark mode: no axe violations, no sideways scroll, screenshots', async ({
  page,
}) => {
  await signInThroughApi(page, 'zeynepcelik');
  // One load, looked at in both modes at both widths in place.
  await openNotifications(page);
  await checkAtEveryWidthAndMode(page, 'notifications');
});
