import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '@/components/feedback/reduced-motion';

/** The new screen's h1 when it can take focus, else <main>: screen readers then start at the new content. */
function focusNewContent(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1[tabindex]');
  (heading ?? main).focus({ preventScroll: true });
}

/**
 * After every navigation to another screen (not the first load): scroll to the top, smoothly unless the
 * visitor asked for less motion, and move focus into the new content. A URL with a #fragment is left to the
 * page, which scrolls to its section itself. A change of the query alone (filters, paging kept in the URL) is
 * the same screen: moving focus then would pull it out of the search box the visitor is typing in.
 */
export function useNavigationFocus(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  // Starts at the first location, so the first load (and StrictMode's second effect run) does nothing.
  const lastKey = useRef(location.key);
  const lastPathname = useRef(location.pathname);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const sameScreen = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    if (sameScreen) return;
    if (!location.hash) window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    if (mainRef.current) focusNewContent(mainRef.current);
  }, [location, mainRef]);
}
