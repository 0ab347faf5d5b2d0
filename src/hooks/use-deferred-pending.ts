import { useDeferredValue } from 'react';

/**
 * `pending` as a section should draw it: the switch from its skeleton to the content happens in a background
 * render React splits into short tasks. A query's answer otherwise renders in one go (react-query subscribes
 * through useSyncExternalStore, whose updates React never defers): one long task per answer on a phone, all of
 * it blocking time. The skeleton stays until that render is done, so nothing shifts in between.
 */
export function useDeferredPending(pending: boolean): boolean {
  return useDeferredValue(pending);
}
