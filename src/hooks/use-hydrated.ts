import { createContext, useContext } from 'react';

/**
 * Whether the page the server rendered has been hydrated (the app provider says so). True wherever nothing was
 * rendered on the server (tests, a client-rendered page, a later screen).
 */
export const HydratedContext = createContext(true);

/**
 * False while the server renders and while the browser hydrates its markup (React renders with the server's
 * answer then), true in every render after, and from the first render of a page the browser renders alone.
 * What only the browser knows (the stored session, the window's width) waits for it, so the hydration render
 * matches the server's.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
