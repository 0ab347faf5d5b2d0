import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT } from '../../../mocks/db/demo';
import { STORAGE_KEYS } from '../../../src/lib/api/session-storage';
import { resetMockDbBeforeEach } from '../support/live-api';
import { SLOW } from '../support/page-checks';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { collectedEvent, collectedEvents } from '../support/telemetry';

/*
 * The production build's client reporter, live: the standalone mock server serves the build with a /config.js
 * that points the reporter at its collector (/__mock/telemetry). A screen that throws, an uncaught error, a
 * rejected promise and a failing call each arrive there, with the build's release and the tab's session id,
 * and without the person's token, password or e-mail address, even when the error's own text holds them.
 */

resetMockDbBeforeEach();

async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { accessToken?: string } };
    return entry.state?.accessToken ?? '';
  }, STORAGE_KEYS.auth);
  expect(token).not.toBe('');
  return token;
}

async function deployedRelease(page: Page): Promise<{ release: string; builtAt: string }> {
  const answer = await page.request.get('/version.json');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { release: string; builtAt: string };
}

/** Nothing personal in anything the tab sent. */
async function expectNothingPersonal(page: Page, token: string): Promise<void> {
  const sent = JSON.stringify(await collectedEvents(page));
  for (const secret of [token, DEMO_PASSWORD, DEMO_STUDENT.email]) expect(sent).not.toContain(secret);
}

test('a screen that throws reaches the collector with the release, without the token', async ({ page }) => {
  await signIn(page, DEMO_STUDENT.username);
  const token = await accessToken(page);
  // The FAQ screen's code, as a broken deploy could ship it: it throws when it runs, and its message holds the
  // token (the way a careless message would), which must not leave the browser.
  await page.route(/\/assets\/route-faq-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `throw new Error(${JSON.stringify(`SSS ekranı çöktü: Authorization: Bearer ${token} (${token})`)});`,
    }),
  );
  await page.goto('/faq');
  await expect(page.getByRole('alert')).toBeVisible(SLOW);

  const event = await collectedEvent(
    page,
    (e) => e.name === 'app.route_error',
    'the route error was never sent',
  );
  const { release, builtAt } = await deployedRelease(page);
  expect(release).toMatch(/^[0-9a-f]{7,}$/);
  expect(event).toMatchObject({ severity: 'ERROR', release, builtAt });
  expect(event.attributes).toMatchObject({ 'route_error.kind': 'other', 'page.path': '/faq' });
  expect(event.body).toContain('SSS ekranı çöktü');
  await expectNothingPersonal(page, token);
});

test('an uncaught error, a rejected promise and a failing call reach the collector, by kind', async ({
  page,
}) => {
  await signIn(page, DEMO_STUDENT.username);
  const token = await accessToken(page);
  await page.evaluate((secret) => {
    setTimeout(() => {
      throw new TypeError(`hata ${secret}`);
    });
    void Promise.reject(new Error(`reddedildi ${secret}`));
  }, token);
  await collectedEvent(
    page,
    (e) =>
      e.name === 'app.error' &&
      e.attributes['error.source'] === 'error' &&
      e.attributes['exception.type'] === 'TypeError',
    'the uncaught error was never sent',
  );
  await collectedEvent(
    page,
    (e) => e.name === 'app.error' && e.attributes['error.source'] === 'unhandledrejection',
    'the rejection was never sent',
  );

  // The server fails every read of /courses: each is a failed call of kind `server`, its operation named.
  await page.route(/\/v1\/(?!auth\/)/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { success: false, message: 'Sunucu hatası', data: null } })
      : route.fallback(),
  );
  await page.goto('/courses');
  const failed = await collectedEvent(page, (e) => e.name === 'app.call_failed', 'no failed call was sent');
  expect(failed.attributes).toMatchObject({
    'call.kind': 'server',
    'http.response.status_code': 500,
    'http.request.method': 'GET',
  });
  expect(String(failed.attributes['call.operation'])).not.toBe('');
  await expectNothingPersonal(page, token);
});
