import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its markup (React renders with the server's
 * answer then), true in every render after, and from the first render of a page the browser renders alone.
 * What only the browser knows (the stored session) waits for it, so the hydration render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
