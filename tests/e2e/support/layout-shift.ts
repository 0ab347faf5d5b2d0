import type { Page } from '@playwright/test';

/** The most the page may shift while it loads: the budget the Lighthouse runs in docs/performance.md hold. */
export const CLS_BUDGET = 0.02;

/**
 * The layout shifts the browser has reported for this page so far (PerformanceObserver, buffered), added up;
 * shifts right after an input do not count, as in the CLS metric.
 */
export async function layoutShiftSum(page: Page): Promise<number> {
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
