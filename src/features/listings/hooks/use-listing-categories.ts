import { useGetRootCategories, useGetSubcategories } from '@/generated/api/categories/categories';
import { unwrapList as categoryList } from '@/lib/api/nested-data';

/** Root categories and the chosen root's subcategories, for the /courses filter. */
export function useListingCategories(rootId: number | null) {
  const roots = useGetRootCategories();
  const subs = useGetSubcategories(rootId ?? 0, { query: { enabled: rootId !== null } });
  return {
    roots: categoryList(roots.data?.data),
    subcategories: rootId === null ? [] : categoryList(subs.data?.data),
  };
}
