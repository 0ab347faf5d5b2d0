import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerStudent, storedAccessToken, verifyWithCode } from './support/accounts';
import { findSecrets, type RequestRecord, watchForLeaks } from './support/leak-watch';
import { nextMockDbSave } from './support/mock-db';
import { settle, SLOW } from './support/page-checks';
import { Header } from './support/pages/header';
import { signInThroughForm } from './support/session';

/*
 * The rule "no password or token ever appears in a URL, a log line or an analytics record". One person's whole account life in real Chromium — register with a known password, verify, sign
 * out, sign in, forgot → reset with the mailed link, sign in with the new password, sign out — while every
 * request URL, console call (with its arguments) and page-view record is kept; then none may hold either
 * password, any access token the app stored, or the reset token.
 *
 * Two channels carry secrets by design and are checked apart: the reset link's own navigation (the token
 * arrives in the address; analytics must redact it) and the mock backend's e-mail stand-in on the console
 * ('[mock e-posta]' with the link). MSW's request inspector, which would print bodies and headers, must be off.
 */

async function signOut(page: Page, username: string) {
  // The page moves focus to its heading once its part has loaded, which closes an open menu: wait for it.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await settle(page);
  const header = new Header(page);
  await header.signOut(username);
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await expect(header.signInLink).toBeVisible();
}

/** The page's own document request for a URL, or the mock service worker passing that navigation on. */
const isNavigationTo = (url: string) => (request: RequestRecord) =>
  (request.resourceType === 'document' || request.byServiceWorker) && request.url.endsWith(url);

test('no password or token appears in a URL, a log line or an analytics record', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = newAccount('gizli', 'Ilk.Gizli#Sifre31');
  const newPassword = 'Yeni.Gizli#Sifre42';
  const watch = watchForLeaks(page);
  const tokens: string[] = [];
  const keepToken = async () => {
    const token = await storedAccessToken(page);
    expect(token, 'the app stores an access token').toBeTruthy();
    tokens.push(token!);
  };

  // Register, verify (the registration answer brings the first token), skip the photo.
  await registerStudent(page, account);
  await verifyWithCode(page);
  await expect(page).toHaveURL(/\/upload-profile-image$/, SLOW);
  await keepToken();
  await page.getByRole('button', { name: 'Şimdilik atla' }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await signOut(page, account.userName);

  // Sign in with the first password.
  await signInThroughForm(page, account.userName, account.password);
  await expect(page).toHaveURL(/\/$/, SLOW);
  await keepToken();
  await signOut(page, account.userName);

  // Forgot → the mailed link → reset.
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' })).toBeVisible(SLOW);
  await page.getByLabel('E-posta').fill(account.email);
  // The reset token is written to the mock db; the mailed link is opened in a fresh load, so after its save.
  const tokenSaved = await nextMockDbSave(page);
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bu e-posta adresi kayıtlıysa' })).toBeVisible();
  await expect
    .poll(() => watch.console.filter((record) => record.text.includes('/reset-password?token=')).length)
    .toBe(1);
  const mail = watch.console.find((record) => record.text.includes('/reset-password?token='))?.text ?? '';
  const link = /\/reset-password\?token=[^\s]+/.exec(mail)?.[0] ?? '';
  const resetToken = decodeURIComponent(link.split('token=')[1] ?? '');
  expect(resetToken.length).toBeGreaterThan(8);
  await tokenSaved();

  await watch.keepPageViews();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Şifre Sıfırlama' })).toBeVisible(SLOW);
  await page.getByLabel(/^Yeni şifre\W*$/).fill(newPassword);
  await page.getByLabel(/Yeni şifre \(tekrar\)/).fill(newPassword);
  await page.getByRole('button', { name: 'Şifremi güncelle' }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  // The token leaves the address bar once it has been used.
  expect(page.url()).not.toContain(resetToken);

  // Sign in with the new password, then out.
  await signInThroughForm(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/$/, SLOW);
  await keepToken();
  await signOut(page, account.userName);
  await watch.keepPageViews();
  await watch.settled();

  const secrets: Record<string, string> = {
    'the first password': account.password,
    'the new password': newPassword,
    'the reset token': resetToken,
  };
  const distinctTokens = [...new Set(tokens)];
  distinctTokens.forEach((token, index) => (secrets[`access token ${index + 1}`] = token));
  expect(distinctTokens.length).toBeGreaterThanOrEqual(2);

  // URLs: only the reset link's own navigation may carry its token (the page's document request, and the
  // mock service worker passing that same navigation on to the network).
  const resetNavigation = isNavigationTo(link);
  expect(watch.requests.length).toBeGreaterThan(20);
  expect(watch.requests.filter(resetNavigation).length).toBeGreaterThanOrEqual(1);
  const otherUrls = watch.requests.filter((request) => !resetNavigation(request)).map(({ url }) => url);
  expect(findSecrets(otherUrls, secrets)).toEqual([]);

  // MSW's request inspector prints bodies and headers, so the mock build starts the worker quietly.
  expect(watch.console.filter((record) => record.inMockInspector)).toEqual([]);
  // Every console line but the mock backend's e-mail stand-in.
  const mockMail = (text: string) => text.startsWith('[mock e-posta]');
  const appLines = watch.console
    .filter((record) => !record.inMockInspector && !mockMail(record.text))
    .flatMap((record) => [record.text, ...record.args]);
  expect(findSecrets(appLines, secrets)).toEqual([]);
  // The mock's e-mails carry the reset link and the verification code, and nothing else secret.
  const mails = watch.console.filter((record) => mockMail(record.text)).map((record) => record.text);
  const notMailed = Object.fromEntries(
    Object.entries(secrets).filter(([name]) => name !== 'the reset token'),
  );
  expect(findSecrets(mails, notMailed)).toEqual([]);

  // Web storage keeps the access token, never a password.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(findSecrets([storage], { 'a password': account.password, 'the new one': newPassword })).toEqual([]);

  // Analytics: every page view, the reset page's with its token redacted.
  const views = watch.pageViews.map((view) => JSON.stringify(view));
  expect(views.length).toBeGreaterThan(5);
  expect(views.some((view) => view.includes('"path":"/reset-password","query":"token=[redacted]"'))).toBe(
    true,
  );
  expect(findSecrets(views, secrets)).toEqual([]);
});
