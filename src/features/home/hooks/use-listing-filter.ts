import { useState } from 'react';

export interface ListingFilter {
  rootId: number | null;
  subId: number | null;
}

const ALL: ListingFilter = { rootId: null, subId: null };

/**
 * Home listing filter: all, a root, or a subcategory. Choosing a root clears the
 * subcategory (its subcategories are loaded by the caller); choosing the active root again goes back to all.
 */
export function useListingFilter() {
  const [filter, setFilter] = useState<ListingFilter>(ALL);
  return {
    filter,
    chooseRoot: (rootId: number) =>
      setFilter((current) => (current.rootId === rootId ? ALL : { rootId, subId: null })),
    chooseSub: (subId: number) =>
      setFilter((current) => ({ ...current, subId: current.subId === subId ? null : subId })),
    reset: () => setFilter(ALL),
  };
}
