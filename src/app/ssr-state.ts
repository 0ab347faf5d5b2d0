import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** Set on #root when it holds server-rendered markup the browser should hydrate (src/entry-server.tsx). */
export const SSR_MARKER_ATTRIBUTE = 'data-ssr';

/** Set on #root by the browser once it has hydrated the server's markup (tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The id of the JSON script that carries the server's state. The CSP allows no inline executable script, so
 * the state travels as `<script type="application/json">` and the browser parses it.
 */
export const SSR_STATE_ID = 'ssr-state';

/** What the server hands the browser: its query cache and the router's loader data. */
export interface SsrState {
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
}

/** The server's state when #root holds server markup; null on a client-rendered page (dev, the mock build). */
export function readSsrState(root: HTMLElement): SsrState | null {
  if (!root.hasAttribute(SSR_MARKER_ATTRIBUTE)) return null;
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrState;
  } catch {
    return null;
  }
}
