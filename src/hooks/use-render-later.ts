import { useDeferredValue } from 'react';
import { isServerRendered } from '@/lib/boot/server-rendered';

/**
 * False in a component's first render, true in a background render React starts right after it (one it splits
 * into short tasks and may interrupt). A screen renders what is above the fold first, so it paints sooner on a
 * phone, and the rest just after; whatever stands in for the rest must keep its space so nothing shifts.
 * A page rendered on the server already holds the rest (crawlers read it): there it is true from the start.
 */
export function useRenderLater(): boolean {
  const later = useDeferredValue(true, false);
  return isServerRendered() || later;
}
