import { useCallback, useSyncExternalStore } from 'react';

/** The navigation gets its shadow after more than 10 px of scroll. */
export const HEADER_SHADOW_SCROLL_Y = 10;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled past `threshold`; re-renders only when that flips, not on every pixel. */
export function useScrolled(threshold: number = HEADER_SHADOW_SCROLL_Y): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
