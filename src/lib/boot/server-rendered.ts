/*
 * Whether this page came rendered from the server (src/entry-server.tsx): true in the server renderer itself and
 * in a tab whose first page the browser hydrated (main.tsx marks it before hydrating). Both sides must then
 * render the same first tree, so what only a client-rendered start needs (the first-load cover, rendering below
 * the fold later) is left out on both.
 */
let serverRendered = import.meta.env.SSR;

/** Called by main.tsx before it hydrates a server-rendered page. */
export function markServerRendered(): void {
  serverRendered = true;
}

export function isServerRendered(): boolean {
  return serverRendered;
}
