import { useSyncExternalStore } from 'react';

/** The directory's sidebar becomes a drawer under 1024 px. */
const NARROW_QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

const wide = () => false;
const unsubscribed = () => () => undefined;

/**
 * True under 1024 px; follows a resize or rotation too, not only the width at first render. False while `known`
 * is false (a server-rendered page until it has hydrated): read during hydration, the width would differ from the
 * server's answer and React would re-render the whole directory at once, in one long task.
 */
export function useNarrowViewport(known = true): boolean {
  return useSyncExternalStore(known ? subscribe : unsubscribed, known ? isNarrow : wide, wide);
}
