import { createMemorySink, type MemorySink } from './memory-sink';
import { redactQuery } from './redact';
import type { AnalyticsSink, WebVital } from './types';
import { hasAnalyticsConsent } from './consent';

export { ANALYTICS_CONSENT_KEY, hasAnalyticsConsent, setAnalyticsConsent } from './consent';

/** The default sink; tests (and `window.__pageViews` in mock mode) read it. */
export const pageViewLog: MemorySink = createMemorySink();

let activeSink: AnalyticsSink = pageViewLog;

/** Replaces where page views go; `null` restores the in-memory default. */
export function setAnalyticsSink(sink: AnalyticsSink | null): void {
  activeSink = sink ?? pageViewLog;
}

/**
 * Records one page view; the query is redacted before any sink sees it. Page views and web-vitals are analytics,
 * which the KVKK lets us process only with the visitor's consent: no sink, first- or third-party, gets one before
 * the visitor accepts. (Error reports do not come through here: they are sent as legitimate interest.)
 */
export function recordPageView(location: { pathname: string; search: string }, now: Date = new Date()): void {
  if (!hasAnalyticsConsent()) return;
  activeSink.record({ path: location.pathname, query: redactQuery(location.search), at: now.toISOString() });
}

/** Records one Core Web Vitals measurement under the same consent rule as a page view. */
export function recordWebVital(vital: Omit<WebVital, 'at'>, now: Date = new Date()): void {
  if (!hasAnalyticsConsent()) return;
  activeSink.recordVital?.({ ...vital, at: now.toISOString() });
}
