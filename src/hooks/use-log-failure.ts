import { useEffect } from 'react';

/**
 * Spec section 8: some failed loads (home sections, the about counters, register's sub-expertise list) are only
 * logged; the screen falls back to its empty state instead of an error view. The log is for developers, so it is
 * English like the rest of the console, and names the part that failed.
 */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [error, what]);
}
