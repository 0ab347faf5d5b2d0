import { keepPreviousData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getGetSubcategoriesQueryKey, type getSubcategories } from '@/generated/api/categories/categories';
import {
  getFilterTeachersQueryOptions,
  getGetAllTeachersQueryOptions,
  useFilterTeachers,
  useGetAllTeachers,
} from '@/generated/api/teacher/teacher';
import { unwrapList, unwrapPage } from '@/lib/api/nested-data';
import { PREFETCHED_FRESH_MS, prefetchForScreen } from '@/lib/api/prefetch';
import { type DirectoryFilters, toFilterRequest, usesFilterCall } from '../utils/directory-filters';

/** A root chosen alone stands for its subcategories: their ids, and whether they are still loading. */
export interface RootSubcategories {
  ids: readonly number[];
  loading: boolean;
}

/**
 * `/v1/teacher/all` while no filter is active, `/v1/teacher/filter` once one is. Only one of the two queries is
 * enabled at a time. While the next answer loads, the cards of the last one stay (`isUpdating`): a filter
 * change never blanks the list into skeletons, even when it switches between the two calls.
 */
export function useTeacherPage(filters: DirectoryFilters, rootSubs: RootSubcategories) {
  const filtered = usesFilterCall(filters);
  // A root alone waits for its subcategory list, so the first call already asks for all of them.
  const waitingForSubs = filters.rootId !== null && filters.subIds.length === 0 && rootSubs.loading;
  const params = { page: filters.page };
  // The answer asked for on the click (usePrefetchTeacherPage) is not asked for again when the view renders.
  const all = useGetAllTeachers(params, {
    query: { enabled: !filtered, placeholderData: keepPreviousData, staleTime: PREFETCHED_FRESH_MS },
  });
  const search = useFilterTeachers(toFilterRequest(filters, rootSubs.ids), params, {
    query: {
      enabled: filtered && !waitingForSubs,
      placeholderData: keepPreviousData,
      staleTime: PREFETCHED_FRESH_MS,
    },
  });
  const query = filtered ? search : all;
  // A page without its list is no page: the results say the answer could not be read.
  const page = unwrapPage(query.data?.data);
  const [lastPage, setLastPage] = useState(page);
  // Adjusting state while rendering: the last readable page, shown while the other call loads.
  if (page && page !== lastPage) setLastPage(page);
  const waiting = !page && !query.error && query.isPending;
  return {
    page: page ?? (waiting ? lastPage : undefined),
    /** Nothing to show yet: the skeleton. */
    isPending: query.isPending && !lastPage,
    /** The cards shown are the last answer's; the next one is on its way. */
    isUpdating: query.isPlaceholderData || (waiting && lastPage !== undefined),
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * Asks for the teachers of a view the moment its filters are written to the URL. The router renders the new
 * URL in a transition, and the view's query would start only once that render has committed: on a slow phone
 * the request left a few hundred milliseconds after the click. A root chosen alone is asked for only when its
 * subcategory list is already known (the view waits for it otherwise, and so does this).
 */
export function usePrefetchTeacherPage(): (filters: DirectoryFilters) => void {
  const queryClient = useQueryClient();
  return useCallback((filters) => prefetchTeacherPage(queryClient, filters), [queryClient]);
}

function prefetchTeacherPage(queryClient: QueryClient, filters: DirectoryFilters): void {
  const params = { page: filters.page };
  if (!usesFilterCall(filters)) {
    void prefetchForScreen(queryClient, getGetAllTeachersQueryOptions(params));
    return;
  }
  let rootSubIds: number[] = [];
  if (filters.rootId !== null && filters.subIds.length === 0) {
    const subs = queryClient.getQueryData<Awaited<ReturnType<typeof getSubcategories>>>(
      getGetSubcategoriesQueryKey(filters.rootId),
    );
    if (subs === undefined) return;
    rootSubIds = unwrapList(subs.data).map((sub) => sub.id);
  }
  void prefetchForScreen(
    queryClient,
    getFilterTeachersQueryOptions(toFilterRequest(filters, rootSubIds), params),
  );
}
