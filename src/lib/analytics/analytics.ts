import { createMemorySink, type MemorySink } from './memory-sink';
import { redactQuery } from './redact';
import type { AnalyticsSink, WebVital } from './types';

export const ANALYTICS_CONSENT_KEY = 'analytics-consent';

/** The default sink; tests (and `window.__pageViews` in mock mode) read it. */
export const pageViewLog: MemorySink = createMemorySink();

let activeSink: AnalyticsSink = pageViewLog;

/** Replaces where page views go; `null` restores the in-memory default. */
export function setAnalyticsSink(sink: AnalyticsSink | null): void {
  activeSink = sink ?? pageViewLog;
}

// Read on every event rather than cached, so a choice made in another tab applies at once.
export function hasAnalyticsConsent(): boolean {
  try {
    return localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setAnalyticsConsent(granted: boolean): void {
  try {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, String(granted));
  } catch {
    // Not saved: without storage the visitor is asked again next time, which errs on the safe side.
  }
}

/** Records one page view; the query is redacted before any sink sees it. */
export function recordPageView(location: { pathname: string; search: string }, now: Date = new Date()): void {
  if (activeSink.thirdParty && !hasAnalyticsConsent()) return;
  activeSink.record({ path: location.pathname, query: redactQuery(location.search), at: now.toISOString() });
}

/** Records one Core Web Vitals measurement under the same consent rule as a page view. */
export function recordWebVital(vital: Omit<WebVital, 'at'>, now: Date = new Date()): void {
  if (activeSink.thirdParty && !hasAnalyticsConsent()) return;
  activeSink.recordVital?.({ ...vital, at: now.toISOString() });
}
