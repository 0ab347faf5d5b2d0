import { useCallback } from 'react';
import { useGetRootCategories, useGetSubcategories } from '@/generated/api/categories/categories';
import { unwrapList } from '@/lib/api/nested-data';

/**
 * Root categories and the chosen root's subcategories, for the category filters of home, /courses and the
 * teacher directory. A failed load leaves its list empty and the rest of the screen keeps working; with
 * `logAs` ('home' gives "Could not load home categories") the failure is also logged, through the query
 * cache's one failure log.
 */
export function useCategoryTree(rootId: number | null, logAs?: string) {
  const meta = (list: string) => (logAs ? { failureLog: `${logAs} ${list}` } : undefined);
  const roots = useGetRootCategories({ query: { meta: meta('categories') } });
  const refetchRoots = roots.refetch;
  // Stable, so a memoised filter that gets it keeps its render.
  const retryRoots = useCallback(() => void refetchRoots(), [refetchRoots]);
  const subs = useGetSubcategories(rootId ?? 0, {
    query: { enabled: rootId !== null, meta: meta('subcategories') },
  });
  return {
    roots: unwrapList(roots.data?.data),
    subcategories: rootId === null ? [] : unwrapList(subs.data?.data),
    subcategoriesLoading: rootId !== null && subs.isPending,
    /** The root list failed: a screen that offers the filter says so instead of leaving it silently empty. */
    rootsFailed: roots.isError,
    retryRoots,
  };
}
