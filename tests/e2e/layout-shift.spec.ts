import { expect, test, type Page } from '@playwright/test';
import { SLOW } from './support/page-checks';

/*
 * Nothing in view moves while a landing page loads (cumulative layout shift at most 0.02, the budget the
 * Lighthouse runs in docs/performance.md hold): each page is opened on a phone-sized screen with every API
 * call slowed down (the `slow` scenario), so the loading states are on screen long enough to be replaced, and
 * the shifts the browser reports (PerformanceObserver, buffered) are added up once the page has its content.
 */
const CLS_BUDGET = 0.02;

async function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before the next frame ends.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

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
    loaded: (page) => expect(page.getByText('Saatlik ücret')).toBeVisible(SLOW),
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
