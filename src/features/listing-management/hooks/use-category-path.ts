import { useQueries } from '@tanstack/react-query';
import { getGetSubcategoriesQueryOptions, useGetRootCategories } from '@/generated/api/categories/categories';
import { unwrapList } from '@/lib/api/nested-data';

export interface CategoryPath {
  rootId: number;
  subId: number | null;
}

/**
 * Where a listing's category sits in the tree, for the edit form's two selects: a root category itself, or a
 * subcategory under its root. The contract's Category has no parent, so the roots' subcategory lists (reference
 * data, cached for the session) are searched. `null` once everything has loaded without a match (a category
 * the tree no longer has): the form then asks for a category again.
 */
export function useCategoryPath(categoryId: number | null) {
  const roots = useGetRootCategories();
  const rootList = unwrapList(roots.data?.data);
  const isRoot = categoryId !== null && rootList.some((root) => root.id === categoryId);
  const subLists = useQueries({
    queries: rootList.map((root) =>
      getGetSubcategoriesQueryOptions(root.id, { query: { enabled: categoryId !== null && !isRoot } }),
    ),
  });

  if (categoryId === null) return { path: null, isPending: false };
  if (roots.isPending) return { path: null, isPending: true };
  if (isRoot) return { path: { rootId: categoryId, subId: null }, isPending: false };
  const parentIndex = subLists.findIndex((list) =>
    unwrapList(list.data?.data).some((sub) => sub.id === categoryId),
  );
  const parent = rootList[parentIndex];
  if (parent) return { path: { rootId: parent.id, subId: categoryId }, isPending: false };
  return { path: null, isPending: subLists.some((list) => list.isPending) };
}
