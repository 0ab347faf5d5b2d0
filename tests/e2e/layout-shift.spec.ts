import { type Browser, expect, test, type Page } from '@playwright/test';
import { CLS_BUDGET, layoutShiftSum } from './support/layout-shift';
import { SLOW } from './support/page-checks';
import { signInThroughApi } from './support/session';

/*
 * Nothing in view moves while a landing page loads (cumulative layout shift at most 0.02, the budget the
 * Lighthouse runs in docs/performance.md hold): each page is opened on a phone-sized screen with every API
 * call slowed down (the `slow` scenario), so the loading states are on screen long enough to be replaced, and
 * the shifts the browser reports (PerformanceObserver, buffered) are added up once the page has its content.
 * (The consent banner's own check, for a first visit, is in consent.spec.ts.)
 */
const pages: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    loaded: (page) =>
      expect(page.getByRole('list', { name: 'Eğitmenler' }).getByRole('article').first()).toBeVisible(SLOW),
  },
  {
    path: '/teachers',
    loaded: (page) => expect(page.getByRole('article').first()).toBeVisible(SLOW),
  },
  {
    path: '/courses/1',
    loaded: (page) => expect(page.getByRole('term').filter({ hasText: 'Saatlik ücret' })).toBeVisible(SLOW),
  },
  {
    path: '/profile/username/zeynepcelik',
    loaded: (page) => expect(page.getByRole('heading', { level: 1, name: 'Zeynep Çelik' })).toBeVisible(SLOW),
  },
];

for (const { path, loaded } of pages) {
  test(`${path} does not shift while it loads on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=slow`);
    await loaded(page);
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}

/*
 * A signed-in visitor: the header's account area keeps its size while the session is read (a server-rendered
 * page paints before the browser knows who is there), so neither her icons nor her menu push anything aside.
 */
const darkModeToggle = (page: Page) => page.getByRole('button', { name: /moda geç$/ });

/** Where the dark-mode toggle and the bell stand once the header shows a guest's or a signed-in person's. */
async function headerPlaces(browser: Browser, width: number, login: string | null) {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  const page = await context.newPage();
  if (login) await signInThroughApi(page, login);
  await page.goto('/teachers');
  const ready = login ? /^Mesajlar/ : /^Lütfen giriş yapın$/;
  await expect(page.getByRole('button', { name: ready })).toBeVisible(SLOW);
  const toggle = await darkModeToggle(page).boundingBox();
  const bell = await page.getByRole('button', { name: /^(Bildirimler|Lütfen giriş yapın)/ }).boundingBox();
  await context.close();
  return { toggle: toggle?.x, bell: bell?.x };
}

test("a signed-in visitor's pages do not shift while they load on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 823 });
  await signInThroughApi(page, 'elifdemir');
  for (const { path, loaded } of pages) {
    await page.goto(`${path}?scenario=slow`);
    await expect(page.getByRole('button', { name: /^Mesajlar/ })).toBeVisible(SLOW);
    await loaded(page);
    expect(await layoutShiftSum(page), path).toBeLessThanOrEqual(CLS_BUDGET);
  }
});

for (const width of [360, 1280]) {
  test(`the header's controls stand at the same place for a guest and a signed-in visitor at ${width} px`, async ({
    browser,
  }) => {
    const guest = await headerPlaces(browser, width, null);
    expect(guest.toggle).toBeGreaterThan(0);
    expect(await headerPlaces(browser, width, 'elifdemir')).toEqual(guest);
  });
}
