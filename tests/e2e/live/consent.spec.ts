import { expect, type Page, test } from '@playwright/test';
import { consentAtStart, undecidedConsent, consentBanner } from '../support/consent';
import { resetMockDbBeforeEach } from '../support/live-api';
import { SLOW } from '../support/page-checks';
import { collectedEvent, collectedEvents } from '../support/telemetry';

/*
 * What reaches the collector (the standalone mock server's /__mock/telemetry) as the analytics consent says:
 * declined, no page view or web vital leaves the browser; accepted, they do. Error reports go either way
 * (legitimate interest), and this spec uses one as its signal: the reporter sends in order, so once an error
 * made after some navigation has arrived, any page view queued before it would have arrived too.
 */

resetMockDbBeforeEach();

test.describe('every other journey', () => {
  test('starts with the consent decided, in its page and in a context it opens', async ({
    page,
    browser,
  }) => {
    expect(await consentAtStart(page, browser)).toEqual(['true', 'true']);
  });
});

test.describe('a first visit', () => {
  test.use({ storageState: undecidedConsent });

  const banner = consentBanner;
  const follow = async (page: Page, link: string) => {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible(SLOW);
  };

  /** Throws an uncaught error in the page and waits until the collector holds it. */
  async function errorArrives(page: Page, probe: string): Promise<void> {
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, probe);
    await collectedEvent(
      page,
      (event) => event.name === 'app.error' && (event.body ?? '').includes(probe),
      `the error report "${probe}" never arrived`,
    );
  }

  const paths = (events: { attributes: Record<string, unknown> }[]) =>
    events.map((event) => event.attributes['page.path']);

  test('declined: no page view or vital reaches the collector, errors still do; accepted: they arrive', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    await expect(banner(page)).toBeHidden();
    await follow(page, 'Sıkça Sorulan Sorular');
    await follow(page, 'Yardım');

    await errorArrives(page, 'rıza yok: deneme hatası');
    expect(await collectedEvents(page, 'app.page_view')).toEqual([]);
    expect(await collectedEvents(page, 'app.web_vital')).toEqual([]);

    // Accepting (from the footer) sends the page the visitor is on, then each page after it, and the vitals.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Çerez tercihleri' }).click();
    await banner(page).getByRole('button', { name: 'Kabul et' }).click();
    await collectedEvent(
      page,
      (event) => event.name === 'app.page_view' && event.attributes['page.path'] === '/help',
      'the page view of the page where the visitor accepted never arrived',
    );
    // The click is the visit's first input after the measurements started: the largest paint is final and sent.
    await follow(page, 'Hakkımızda');
    await collectedEvent(
      page,
      (event) => event.name === 'app.page_view' && event.attributes['page.path'] === '/about',
      'the next page view never arrived',
    );
    await collectedEvent(
      page,
      (event) => event.name === 'app.web_vital' && event.attributes['web_vital.name'] === 'LCP',
      'the largest contentful paint never arrived',
    );
    expect(paths(await collectedEvents(page, 'app.page_view'))).toEqual(['/help', '/about']);
  });
});
