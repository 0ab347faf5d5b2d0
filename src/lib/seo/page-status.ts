import { createContext, useContext } from 'react';

/**
 * What a server-rendered page turned out to be, beyond its data's answers: a screen whose address names nothing
 * (a category no list holds) says so while it renders, and the server answers 404 with noindex, as for an
 * unknown profile, whose API answer says it. The browser provides none: there the call does nothing.
 */
export interface PageStatus {
  markNotFound: () => void;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Called by a screen's not-found state: the server's answer is 404 (src/entry-server.tsx). */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.markNotFound();
}
