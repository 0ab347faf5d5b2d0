import type { Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { recordWebVital } from './analytics';

/** The three functions used; a test passes its own. */
export interface WebVitalsModule {
  onLCP: typeof onLCP;
  onINP: typeof onINP;
  onCLS: typeof onCLS;
}

const loadWebVitals = (): Promise<WebVitalsModule> => import('web-vitals');

let started: Promise<void> | null = null;

function report(metric: Metric): void {
  if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return;
  recordWebVital({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    path: window.location.pathname,
  });
}

/**
 * Starts reporting LCP, INP and CLS of this visit through the analytics sink. The package is fetched in its own
 * chunk once the first page is on screen, so it never delays the first load; its observers read buffered
 * entries, so the LCP that happened before it arrived is still measured. The consent rule applies when each
 * value is reported (at the latest when the page is hidden), so a choice made meanwhile counts. Once per visit.
 */
export function startWebVitals(load: () => Promise<WebVitalsModule> = loadWebVitals): Promise<void> {
  started ??= load()
    .then(({ onCLS, onINP, onLCP }) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
    })
    .catch(() => {
      // Field data is optional: a chunk that fails to load (offline, a new deploy) costs the visitor nothing.
      started = null;
    });
  return started;
}

/** Tests only: forget that reporting started. */
export function resetWebVitalsForTests(): void {
  started = null;
}
