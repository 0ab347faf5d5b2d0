import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGetSubcategoriesQueryOptions, useGetRootCategories } from '@/generated/api/categories/categories';
import { useGetProvinces } from '@/generated/provinces/provinces/provinces';
import { unwrapList } from '@/lib/api/nested-data';
import { buildSuggestionIndex, type SuggestionIndex } from '../utils/suggestions';

// Outside the hook: a stable `combine` runs again only when a result changes, not on every keystroke.
const dataOfEach = <T>(results: ReadonlyArray<{ data: T }>): T[] => results.map((result) => result.data);

/**
 * Everything the box can suggest: the root categories, every root's subcategories (the exam subjects such as
 * 'TYT Matematik' live there) and the provinces. All are reference data, fetched once a session, and only once
 * `wanted` (the box has been focused): a page that shows the box asks for none of it while it loads its own
 * data, and a page's own query of the same list keeps its options (its failure log among them). A list
 * that fails stays out and the rest is still suggested (docs/decisions/2026-11-26-search-suggestions.md).
 */
export function useSuggestionIndex(wanted: boolean): { index: SuggestionIndex; loading: boolean } {
  const roots = useGetRootCategories({ query: { enabled: wanted } });
  const rootList = useMemo(() => unwrapList(roots.data?.data), [roots.data]);
  const subs = useQueries({
    queries: rootList.map((root) => getGetSubcategoriesQueryOptions(root.id, { query: { enabled: wanted } })),
    combine: dataOfEach,
  });
  const provinces = useGetProvinces(undefined, { query: { enabled: wanted } });
  const index = useMemo(() => {
    const subcategories = new Map(
      rootList.map((root, position) => [root.id, unwrapList(subs[position]?.data)]),
    );
    return buildSuggestionIndex({ roots: rootList, subcategories, cities: provinces.data?.data ?? [] });
  }, [rootList, subs, provinces.data]);
  return { index, loading: roots.isPending || provinces.isPending };
}
