import { useFilterTeachers, useGetAllTeachers } from '@/generated/api/teacher/teacher';
import { unwrapPage } from '@/lib/api/nested-data';
import { type DirectoryFilters, toFilterRequest, usesFilterCall } from '../utils/directory-filters';

/**
 * `/v1/teacher/all` while no filter is active, `/v1/teacher/filter` once a term, a
 * subcategory or the rating sort is set. Only one of the two queries is enabled at a time.
 */
export function useTeacherPage(filters: DirectoryFilters) {
  const filtered = usesFilterCall(filters);
  const params = { page: filters.page };
  const all = useGetAllTeachers(params, { query: { enabled: !filtered } });
  const search = useFilterTeachers(toFilterRequest(filters), params, { query: { enabled: filtered } });
  const query = filtered ? search : all;
  return {
    // A page without its list is no page: the results say the answer could not be read.
    page: unwrapPage(query.data?.data),
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
