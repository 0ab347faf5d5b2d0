import { env } from '@/config/env';
import { pageViewLog } from './analytics';

export {
  ANALYTICS_CONSENT_KEY,
  hasAnalyticsConsent,
  pageViewLog,
  recordPageView,
  recordWebVital,
  setAnalyticsConsent,
  setAnalyticsSink,
} from './analytics';
export { readAnalyticsConsent, useAnalyticsConsent } from './consent';
export { createMemorySink, type MemorySink } from './memory-sink';
export { REDACTED, redactQuery, SENSITIVE_QUERY_KEYS } from './redact';
export type { AnalyticsSink, PageView, WebVital } from './types';
export { startWebVitals } from './web-vitals';
export { usePageViews } from './use-page-views';

declare global {
  interface Window {
    /** Mock mode only: the recorded page views, for manual checks and browser tests. */
    __pageViews?: ReturnType<typeof pageViewLog.entries>;
  }
}

if (env.useMocks && typeof window !== 'undefined') {
  Object.defineProperty(window, '__pageViews', { configurable: true, get: () => pageViewLog.entries() });
}
