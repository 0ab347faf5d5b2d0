import { useGetRootCategories, useGetSubcategories } from '@/generated/api/categories/categories';
import { unwrapList as categoryList } from '@/lib/api/nested-data';

/** Root categories and the chosen root's subcategories; a failure leaves the list empty (spec section 8). */
export function useHomeCategories(rootId: number | null) {
  const roots = useGetRootCategories({ query: { meta: { failureLog: 'home categories' } } });
  const subs = useGetSubcategories(rootId ?? 0, {
    query: { enabled: rootId !== null, meta: { failureLog: 'home subcategories' } },
  });
  return {
    roots: categoryList(roots.data?.data),
    subcategories: rootId === null ? [] : categoryList(subs.data?.data),
  };
}
