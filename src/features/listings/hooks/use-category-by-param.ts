import { useQueries } from '@tanstack/react-query';
import { getGetSubcategoriesQueryOptions, useGetRootCategories } from '@/generated/api/categories/categories';
import type { Category } from '@/generated/api/model';
import { findCategory } from '../utils/find-category';
import { unwrapList as categoryList } from '@/lib/api/nested-data';

export type CategoryLookup =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'not-found' }
  | { status: 'found'; category: Category };

/**
 * Resolves `/category/:category` among the root categories first and, only when no root matches, among every
 * root's subcategories (the contract has no call that lists them all at once).
 */
export function useCategoryByParam(param: string): CategoryLookup {
  const roots = useGetRootCategories();
  const rootList = categoryList(roots.data?.data);
  const root = roots.isSuccess ? findCategory(rootList, param) : undefined;
  const searchSubs = roots.isSuccess && !root;

  const subs = useQueries({
    queries: (searchSubs ? rootList : []).map((category) => getGetSubcategoriesQueryOptions(category.id)),
  });

  if (roots.isError) return { status: 'error', error: roots.error, retry: () => void roots.refetch() };
  if (roots.isPending) return { status: 'loading' };
  if (root) return { status: 'found', category: root };

  const sub = findCategory(
    subs.flatMap((query) => categoryList(query.data?.data)),
    param,
  );
  if (sub) return { status: 'found', category: sub };
  if (subs.some((query) => query.isPending)) return { status: 'loading' };
  const failed = subs.find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => subs.forEach((query) => void query.refetch()),
    };
  }
  return { status: 'not-found' };
}
