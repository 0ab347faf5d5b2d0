import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useFilterTeachers, useGetAllTeachers } from '@/generated/api/teacher/teacher';
import { unwrapPage } from '@/lib/api/nested-data';
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
  const all = useGetAllTeachers(params, {
    query: { enabled: !filtered, placeholderData: keepPreviousData },
  });
  const search = useFilterTeachers(toFilterRequest(filters, rootSubs.ids), params, {
    query: { enabled: filtered && !waitingForSubs, placeholderData: keepPreviousData },
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
