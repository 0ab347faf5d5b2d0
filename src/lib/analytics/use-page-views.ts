import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from './analytics';
import { startWebVitals } from './web-vitals';

/**
 * One page view per location change (app shell): a new path or query. A change of #fragment
 * only (an in-page section link) is not a new page. The ref makes StrictMode's second effect run and
 * re-renders harmless.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);

  useEffect(() => {
    const current = `${pathname}${search}`;
    if (last.current === current) return;
    last.current = current;
    recordPageView({ pathname, search });
    // The first page view is also when the field measurements of the visit start (lazily, once).
    void startWebVitals();
  }, [pathname, search]);
}
