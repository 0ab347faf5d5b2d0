import { useCallback, useSyncExternalStore } from 'react';

/** The navigation gets its shadow after more than 10 px of scroll. */
export const HEADER_SHADOW_SCROLL_Y = 10;

/**
 * The last scroll position a scroll event reported. Read from the event rather than from `window.scrollY`
 * during render: reading the scroll position while React renders can force a layout of the whole page.
 */
let lastScrollY = 0;

function subscribe(onChange: () => void): () => void {
  const listener = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/** True once the page is scrolled past `threshold`; re-renders only when that flips, not on every pixel. */
export function useScrolled(threshold: number = HEADER_SHADOW_SCROLL_Y): boolean {
  const getSnapshot = useCallback(() => lastScrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
