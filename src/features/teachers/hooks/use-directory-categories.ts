import { useGetRootCategories, useGetSubcategories } from '@/generated/api/categories/categories';
import { unwrapList as categoryList } from '@/lib/api/nested-data';

/**
 * Root categories and the chosen root's subcategories. Spec section 8: a failure leaves the list empty and
 * the rest of the directory keeps working, so errors are not surfaced here.
 */
export function useDirectoryCategories(rootId: number | null) {
  const roots = useGetRootCategories();
  const subs = useGetSubcategories(rootId ?? 0, { query: { enabled: rootId !== null } });
  return {
    roots: categoryList(roots.data?.data),
    subcategories: rootId === null ? [] : categoryList(subs.data?.data),
    subcategoriesLoading: rootId !== null && subs.isPending,
  };
}
