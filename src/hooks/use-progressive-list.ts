import { useDeferredValue, useMemo } from 'react';

/**
 * How many cards render with the screen: what a phone shows before the first scroll, with a margin. The rest
 * follow at once in a background render.
 */
export const FIRST_CARDS = 4;

/**
 * The first items render with the screen; the whole list follows in a background render that React splits
 * into short tasks and can interrupt, so a phone's main thread is not blocked while it builds cards below the
 * fold or past a carousel's edge (what Lighthouse counts as blocking time). Later changes of the list (another
 * page) are deferred the same way: the previous list stays until the new one is ready.
 */
export function useProgressiveList<T>(items: readonly T[], firstCount: number = FIRST_CARDS): readonly T[] {
  const first = useMemo(() => items.slice(0, firstCount), [items, firstCount]);
  return useDeferredValue(items, first);
}
