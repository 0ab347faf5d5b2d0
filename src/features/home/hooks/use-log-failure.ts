import { useEffect } from 'react';

/**
 * Spec section 8: a failed home load (counts, listings, categories, subcategories, teachers) is logged and the
 * section falls back to its empty state; the visitor sees no error view on the landing page.
 */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Ana sayfa: ${what} yüklenemedi`, error);
  }, [error, what]);
}
