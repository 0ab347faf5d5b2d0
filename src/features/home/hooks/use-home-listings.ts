import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  getAnnouncementsPage,
  getGetAnnouncementsPageQueryKey,
  useGetAnnouncementsByCategory,
} from '@/generated/api/announcements/announcements';
import type { AnnouncementPage, AnnouncementPageResponse } from '@/generated/api/model';
import { categoryListings } from '../utils/listing-list';
import type { ListingFilter } from './use-listing-filter';
import { useLogFailure } from '@/hooks/use-log-failure';

/** Spec section 9: 6 listings a request on the home page, a category's first 20. */
export const HOME_PAGE_SIZE = 6;
export const CATEGORY_LISTING_COUNT = 20;

// The generated key prefix, so invalidating '/v1/announcements/pageable' reaches this query too.
const pagedKey = [...getGetAnnouncementsPageQueryKey({ size: HOME_PAGE_SIZE }), 'infinite'] as const;

/** A page without `last` is the last one only when its numbers say so. */
function isLastPage(page: AnnouncementPage, pageIndex: number): boolean {
  if (typeof page.last === 'boolean') return page.last;
  return page.totalPages === undefined || pageIndex + 1 >= page.totalPages;
}

/**
 * Spec section 4: without a subcategory the carousel shows the paged listings, loaded page by page while
 * `last` is false; with one it shows that category's first 20. Any change of filter goes back to page 0.
 */
export function useHomeListings(filter: ListingFilter) {
  const queryClient = useQueryClient();
  const subId = filter.subId;

  const paged = useInfiniteQuery({
    queryKey: pagedKey,
    queryFn: ({ pageParam, signal }) =>
      getAnnouncementsPage({ page: pageParam, size: HOME_PAGE_SIZE }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastIndex) =>
      isLastPage(last.data, lastIndex) ? undefined : lastIndex + 1,
    enabled: subId === null,
  });
  const byCategory = useGetAnnouncementsByCategory(
    subId ?? 0,
    { page: 0, size: CATEGORY_LISTING_COUNT },
    { query: { enabled: subId !== null } },
  );
  useLogFailure(paged.error, 'home listings');
  useLogFailure(byCategory.error, 'kategori ilanları');

  // Back to page 0 on every filter change: keep only the first page already in the cache (no refetch).
  useEffect(() => {
    queryClient.setQueryData<InfiniteData<AnnouncementPageResponse, number>>(pagedKey, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    );
  }, [queryClient, filter.rootId, subId]);

  const pagedItems = useMemo(
    () => (paged.data?.pages ?? []).flatMap((page) => page.data?.content ?? []),
    [paged.data],
  );

  if (subId !== null) {
    return {
      items: byCategory.error ? [] : categoryListings(byCategory.data?.data),
      loading: byCategory.isPending,
      hasMore: false,
      loadingMore: false,
      loadMore: () => {},
    };
  }
  return {
    items: paged.error && !paged.data ? [] : pagedItems,
    loading: paged.isPending,
    // A failed next page ends the row too: the button to /courses still leads on.
    hasMore: paged.hasNextPage && !paged.isFetchNextPageError,
    loadingMore: paged.isFetchingNextPage,
    loadMore: () => {
      if (paged.hasNextPage && !paged.isFetchingNextPage) void paged.fetchNextPage();
    },
  };
}
