import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startTelemetry } from '@/lib/telemetry/signals';
import { recordPageView } from './analytics';
import { useAnalyticsConsent } from './consent';
import { startWebVitals } from './web-vitals';

/**
 * One page view per location change (app shell): a new path or query. A change of #fragment
 * only (an in-page section link) is not a new page. The ref makes StrictMode's second effect run and
 * re-renders harmless. Without consent nothing is recorded; the moment the visitor accepts, the page they are
 * on counts as viewed (it was, and they have now agreed to say so), once.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const consent = useAnalyticsConsent();
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (consent !== true) return;
    const current = `${pathname}${search}`;
    if (last.current === current) return;
    last.current = current;
    recordPageView({ pathname, search });
    // The first page view is also when the field measurements of the visit and the client reporter start
    // (each lazily, once): both after the first paint, so neither weighs on the first load.
    void startWebVitals();
    startTelemetry();
  }, [pathname, search, consent]);
}
