import { useDeferredValue } from 'react';

/*
 * A page the server rendered already holds what is below the fold: rendering it later would only differ from
 * that markup (a hydration error) and hide it from crawlers. The server renderer renders everything at once, and
 * so does the browser on the page it hydrates (main.tsx calls `renderAllAtOnce` before hydrating).
 */
let allAtOnce = import.meta.env.SSR;

export function renderAllAtOnce(): void {
  allAtOnce = true;
}

/**
 * False in a component's first render, true in a background render React starts right after it (one it splits
 * into short tasks and may interrupt). A screen renders what is above the fold first, so it paints sooner on a
 * phone, and the rest just after; whatever stands in for the rest must keep its space so nothing shifts.
 */
export function useRenderLater(): boolean {
  const later = useDeferredValue(true, false);
  return allAtOnce || later;
}
