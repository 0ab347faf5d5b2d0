import { useSyncExternalStore } from 'react';

/** The directory's sidebar becomes a drawer under 1024 px. */
const NARROW_QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

/** True under 1024 px; follows a resize or rotation too, not only the width at first render. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
