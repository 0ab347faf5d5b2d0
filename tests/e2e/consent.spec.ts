import { expect, test, type Page } from '@playwright/test';
import { consentAtStart, undecidedConsent, consentBanner } from './support/consent';
import { CLS_BUDGET, layoutShiftSum } from './support/layout-shift';
import { checkAtEveryWidthAndMode, settle, SLOW, WIDTHS } from './support/page-checks';
import { signInThroughApi } from './support/session';

/*
 * The analytics consent banner (KVKK) as a first-time visitor meets it: every other journey starts decided
 * (tests/e2e/support/consent.ts); these start with nothing stored. What is recorded is read from the mock
 * build's in-memory analytics log (`window.__pageViews`), the sink every page view goes through.
 */
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
  const footerLink = (page: Page) =>
    page.getByRole('contentinfo').getByRole('button', { name: 'Çerez tercihleri' });
  const recorded = (page: Page) =>
    page.evaluate(
      () => (window as { __pageViews?: { path: string }[] }).__pageViews?.map((view) => view.path) ?? [],
    );
  const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('analytics-consent'));
  /** A client-side move through the footer's site links (the page, and its analytics log, stay). */
  const follow = async (page: Page, link: string, heading: string) => {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
  };

  test('declining: no page view is recorded, on any page, and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible(SLOW);
    await follow(page, 'Sıkça Sorulan Sorular', 'Sıkça Sorulan Sorular');
    // Still undecided: asked on every page, nothing recorded meanwhile.
    await expect(banner(page)).toBeVisible();
    expect(await recorded(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe('false');
    await follow(page, 'Yardım', 'Yardım');
    expect(await recorded(page)).toEqual([]);

    // A new visit: not asked again. The banner's code is fetched right after the first paint, long before the
    // first-load overlay has gone, so once the page holds still an undecided visitor's banner would be there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Yardım' })).toBeVisible(SLOW);
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await recorded(page)).toEqual([]);
    // The stored choice is what the banner shows when asked for again.
    await footerLink(page).click();
    await expect(banner(page)).toContainText('Şu anki tercihiniz: analitik verileri reddettiniz.');
  });

  test('accepting records page views; the footer link and the settings switch change the choice', async ({
    page,
  }) => {
    await page.goto('/faq');
    await banner(page).getByRole('button', { name: 'Kabul et' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe('true');
    // The page the visitor accepted on counts, and every page after it.
    await expect.poll(() => recorded(page)).toEqual(['/faq']);
    await follow(page, 'Yardım', 'Yardım');
    await expect.poll(() => recorded(page)).toEqual(['/faq', '/help']);

    // The footer opens the banner again, says what was chosen, and takes the focus to it.
    await footerLink(page).click();
    await expect(banner(page)).toContainText('Şu anki tercihiniz: analitik verilere izin verdiniz.');
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(footerLink(page)).toBeFocused();
    await follow(page, 'Hakkımızda', 'Hakkımızda');
    expect(await recorded(page)).toEqual(['/faq', '/help']);

    // /settings shows the same choice, and its switch changes it.
    await signInThroughApi(page, 'elifdemir');
    await page.goto('/settings');
    const analytics = page.getByRole('switch', { name: 'Analitik çerezler' });
    await expect(analytics).not.toBeChecked(SLOW);
    // The switch's input is visually hidden under its drawn track: a keyboard user's Space, or the label's click.
    await page.getByText('Analitik çerezler', { exact: true }).click();
    await expect(analytics).toBeChecked();
    expect(await storedConsent(page)).toBe('true');
    await expect.poll(() => recorded(page)).toContain('/settings');
  });

  test('the banner moves nothing on the page while it loads and comes in (phone, slow answers)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/?scenario=slow');
    await expect(page.getByRole('list', { name: 'Eğitmenler' }).getByRole('article').first()).toBeVisible(
      SLOW,
    );
    await expect(banner(page)).toBeVisible(SLOW);
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  test("the banner in light and dark mode: axe-clean, reachable first by keyboard, never hiding the page's end", async ({
    page,
  }) => {
    // One load: the banner is looked at in both modes at both widths in place (the app follows the system
    // scheme with nothing saved). What does not depend on the colours (sizes, keyboard order, the page's end)
    // is checked once per width, the width switched in place too.
    await page.goto('/');
    await expect(banner(page)).toBeVisible(SLOW);
    await checkAtEveryWidthAndMode(page, 'consent-banner', { fullPage: false });

    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await settle(page);

      // Both answers are the same size.
      const decline = await banner(page).getByRole('button', { name: 'Reddet' }).boundingBox();
      const accept = await banner(page).getByRole('button', { name: 'Kabul et' }).boundingBox();
      expect(decline?.width).toBe(accept?.width);
      expect(decline?.height).toBe(accept?.height);

      // Keyboard order: the skip link, then the banner (its link and both answers), then the page. Tab
      // starts from the top of the page, as on a fresh load: the body takes the focus for that (the width
      // before left it deeper in the page) and gives up its tabindex again after.
      await page.evaluate(() => {
        document.body.tabIndex = -1;
        document.body.focus();
      });
      const order: string[] = [];
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      await page.evaluate(() => document.body.removeAttribute('tabindex'));
      expect(order.slice(0, 4)).toEqual([
        'İçeriğe geç',
        "Ayrıntılar Gizlilik Politikası'nda",
        'Reddet',
        'Kabul et',
      ]);

      // At the end of the page the footer is above the banner, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = page.getByRole('contentinfo').getByText(/Tüm hakları saklıdır/);
      await expect(copyright).toBeInViewport();
      const bannerTop = (await banner(page).boundingBox())?.y ?? 0;
      await expect
        .poll(async () => {
          const box = await copyright.boundingBox();
          return box ? box.y + box.height : Number.POSITIVE_INFINITY;
        })
        .toBeLessThanOrEqual(bannerTop);
    }
  });
});
