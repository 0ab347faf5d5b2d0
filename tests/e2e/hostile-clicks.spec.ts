import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { keepUnread, sendRequestsAs } from './support/api';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { countCalls } from './support/requests';
import { DEMO_PASSWORD, signIn, signInThroughApi } from './support/session';

/*
 * One action per click, as a clumsy or impatient person tries it in Chromium against the mock build: a double
 * click on 'Onayla' (request page and inbox) and on the reject confirmation, Enter six times and a double click
 * on the withdraw confirmation, each send one PUT and show no 'Bu talep artık beklemede değil.' beside the
 * success; a double click on 'Tümünü okundu işaretle' with 9 unread sends 9 PUTs, not 18, and so do two clicks
 * in one task (which gives the 18 every time when the lock is missing). The mock worker answers in the page,
 * but the page still sends each request, so page.on('request') counts them. The inbox and the notifications
 * beside a failed load read '—' on their tabs, not 0 (axe in light and dark at 360 and
 * 1280 px).
 */

const NOT_PENDING = 'Bu talep artık beklemede değil.';
const decision = (action: 'approve' | 'reject' | 'cancel') =>
  new RegExp(`/v1/lesson-requests/\\d+/${action}$`);

async function pressEnterSixTimes(page: Page) {
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('Enter');
}

/**
 * Two clicks in one task, before React can render the first one's busy button: what a double click does on a
 * busy phone, and what Playwright's own double click (two round trips) rarely does.
 */
async function twoClicksInOneTask(button: Locator) {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** A teacher signed in with `count` new pending requests from the demo student in this browser's db. */
async function teacherWithRequests(page: Page, count: number): Promise<number[]> {
  await signInThroughApi(page, DEMO_TEACHER.username);
  return sendRequestsAs(page, { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id, count });
}

async function openRequest(page: Page, id: number) {
  await page.goto(`/lesson-requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ders Talebi' })).toBeVisible(SLOW);
}

const timeline = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Durum geçmişi' });

/**
 * Waits until the decision is on screen (its status, if given) and said in a toast; then how many calls it took
 * and how many conflict messages stand beside the success (one and none, when one press is one action).
 */
async function onceDecided(page: Page, calls: () => number, status: string | null, toast: RegExp) {
  if (status) await expect(timeline(page).getByText(status)).toBeVisible(SLOW);
  await expect(page.getByText(toast).first()).toBeVisible(SLOW);
  return { calls: calls(), conflicts: await page.getByText(NOT_PENDING).count() };
}

const ONE_CALL = { calls: 1, conflicts: 0 };

const rowOf = (page: Page, id: number): Locator =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href="/lesson-requests/${id}"]`) });

test('a double click on Onayla on the request page sends one approval', async ({ page }) => {
  const [id] = await teacherWithRequests(page, 1);
  const calls = countCalls(page, decision('approve'));
  await openRequest(page, id!);
  await page.getByRole('main').getByRole('button', { name: 'Onayla' }).dblclick();
  expect(await onceDecided(page, calls, 'Onaylandı', /onaylandı\./)).toEqual(ONE_CALL);
});

test('a double click on Onayla in the inbox sends one approval', async ({ page }) => {
  const [id] = await teacherWithRequests(page, 1);
  const calls = countCalls(page, decision('approve'));
  await page.goto('/teacher-dashboard');
  const row = rowOf(page, id!);
  await row.getByRole('button', { name: /^Onayla/ }).dblclick(SLOW);
  await expect(row.getByRole('button', { name: /^Onayla/ })).toHaveCount(0, SLOW);
  expect(await onceDecided(page, calls, null, /onaylandı\./)).toEqual(ONE_CALL);
});

test('a double click on the reject confirmation sends one rejection', async ({ page }) => {
  const [id] = await teacherWithRequests(page, 1);
  const calls = countCalls(page, decision('reject'));
  await openRequest(page, id!);
  await page.getByRole('main').getByRole('button', { name: 'Reddet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ders talebini reddet' });
  await dialog.getByRole('button', { name: 'Reddet' }).dblclick();
  expect(await onceDecided(page, calls, 'Reddedildi', /reddedildi\./)).toEqual(ONE_CALL);
});

test('six Enters, and a double click, on the withdraw confirmation each send one withdrawal', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_STUDENT.username);
  const ids = await sendRequestsAs(page, {
    token: DEMO_TOKENS.student,
    teacherId: DEMO_TEACHER.id,
    count: 2,
  });
  const confirmation = page.getByRole('alertdialog', { name: 'Ders talebini geri çekmek istiyor musunuz?' });
  const withdraw = async (id: number, press: (confirm: Locator) => Promise<void>) => {
    const calls = countCalls(page, new RegExp(`/v1/lesson-requests/${id}/cancel$`));
    await openRequest(page, id);
    await page.getByRole('main').getByRole('button', { name: 'Talebi geri çek' }).click();
    await press(confirmation.getByRole('button', { name: 'Geri çek' }));
    expect(await onceDecided(page, calls, 'Geri çekildi', /geri çekildi\./)).toEqual(ONE_CALL);
  };

  await withdraw(ids[0]!, async (confirm) => {
    await confirm.focus();
    await pressEnterSixTimes(page);
  });
  await withdraw(ids[1]!, (confirm) => confirm.dblclick());
});

/** The notifications page of a teacher with exactly 9 unread, and a count of the mark-read calls from now. */
async function nineUnread(page: Page): Promise<() => number> {
  // Enough new requests that the teacher has at least 9 unread, then exactly 9 are left unread.
  await teacherWithRequests(page, 4);
  expect(await keepUnread(page, DEMO_TOKENS.teacher, 9)).toBe(9);
  const puts = countCalls(page, /^\/v1\/notifications\/\d+\/read$/);
  await page.goto('/notifications');
  await expect(page.getByRole('tab', { name: 'Okunmamış 9' })).toBeVisible(SLOW);
  return puts;
}

async function allMarkedRead(page: Page) {
  await expect(page.getByText('Tüm bildirimler okundu olarak işaretlendi.')).toBeAttached(SLOW);
  await expect(page.getByRole('tab', { name: 'Okunmamış 0' })).toBeVisible();
}

const markAll = (page: Page) => page.getByRole('button', { name: 'Tümünü okundu işaretle' });

test('a double click on Tümünü okundu işaretle with 9 unread sends 9 PUTs', async ({ page }) => {
  const puts = await nineUnread(page);
  await markAll(page).dblclick();
  await allMarkedRead(page);
  expect(puts()).toBe(9);
});

test('two clicks on Tümünü okundu işaretle in one instant (a busy phone) send 9 PUTs', async ({ page }) => {
  const puts = await nineUnread(page);
  await twoClicksInOneTask(markAll(page));
  await allMarkedRead(page);
  expect(puts()).toBe(9);
});

test('two clicks at once and six Enters send one reset-link request, one verification, one password change', async ({
  page,
}) => {
  const resetLinks = countCalls(page, /^\/v1\/auth\/forgot-password$/);
  await page.goto('/forgot-password');
  const email = page.getByLabel(/^E-posta/);
  await email.fill(DEMO_STUDENT.email, SLOW);
  await email.focus();
  await twoClicksInOneTask(page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
  await pressEnterSixTimes(page);
  await expect(page.getByText(/şifre sıfırlama bağlantısı gönderildi/)).toBeVisible(SLOW);
  expect(resetLinks()).toBe(1);

  const verifications = countCalls(page, /^\/v1\/verification\/verify-email-code$/);
  await page.goto(`/verify-email?email=${encodeURIComponent(DEMO_STUDENT.email)}&registration=false`);
  const code = page.getByRole('textbox', { name: /Doğrulama kodu/ });
  await code.fill('123456', SLOW);
  await code.focus();
  await twoClicksInOneTask(page.getByRole('button', { name: 'Doğrula', exact: true }));
  await pressEnterSixTimes(page);
  await expect(page.getByText('Doğrulama başarılı! Yönlendiriliyorsunuz...')).toBeVisible(SLOW);
  expect(verifications()).toBe(1);

  const changes = countCalls(page, /^\/v1\/user\/password\/update$/);
  await signIn(page, DEMO_STUDENT.username);
  await page.goto('/settings');
  const current = page.getByLabel(/^Mevcut şifre/).and(page.locator('input'));
  await current.fill(DEMO_PASSWORD, SLOW);
  await page
    .getByLabel(/^Yeni şifre\W*$/)
    .and(page.locator('input'))
    .fill('Yeni.Sifre42');
  const again = page.getByLabel(/^Yeni şifre \(tekrar\)/).and(page.locator('input'));
  await again.fill('Yeni.Sifre42');
  await again.focus();
  await twoClicksInOneTask(page.getByRole('button', { name: 'Şifreyi değiştir' }));
  await pressEnterSixTimes(page);
  // Changed, and the form emptied: the Enters after the answer find nothing to send.
  await expect(page.getByText('Şifreniz güncellendi.').first()).toBeVisible(SLOW);
  await expect(current).toHaveValue('');
  expect(changes()).toBe(1);
});

test('the inbox and the notifications beside a failed load read — on their tabs in light and dark mode: no axe violations', async ({
  page,
}) => {
  // Each failed load happens once and is looked at in both modes at both widths in place.
  await signInThroughApi(page, DEMO_TEACHER.username);
  await page.goto('/teacher-dashboard?scenario=errors&mock-fail=getMyLessonRequests');
  await expect(page.getByRole('button', { name: /Tekrar dene/i }).first()).toBeVisible(SLOW);
  await expect(page.getByRole('tab', { name: 'Bekliyor bilinmiyor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tümü bilinmiyor' })).toBeVisible();
  await expect(page.getByRole('tablist').first()).not.toContainText(/\d/);
  await checkAtEveryWidthAndMode(page, 'inbox-failed-counts');

  await page.goto('/notifications?scenario=errors&mock-fail=getNotifications');
  await expect(page.getByRole('button', { name: /Tekrar dene/i }).first()).toBeVisible(SLOW);
  await expect(page.getByRole('tab', { name: 'Tümü bilinmiyor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Okunmamış bilinmiyor' })).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'notifications-failed-counts');
});
