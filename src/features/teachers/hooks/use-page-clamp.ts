import { useEffect } from 'react';
import { pageOutsideRange } from '@/utils/pagination';
import type { DirectoryFiltersApi } from './use-directory-filters';

/**
 * A page past the last one (`?page=99999`) would show the count, the empty view and the last page's pager at
 * once: the URL is replaced with the last page, which then loads. Returns true while that move is pending, so
 * the caller shows loading instead of the contradictory answer.
 */
export function usePageClamp(
  page: number,
  totalPages: number | undefined,
  update: DirectoryFiltersApi['update'],
): boolean {
  const target = totalPages === undefined ? null : pageOutsideRange(page, totalPages);
  useEffect(() => {
    if (target !== null) update((current) => ({ ...current, page: target }), { replace: true });
  }, [target, update]);
  return target !== null;
}
