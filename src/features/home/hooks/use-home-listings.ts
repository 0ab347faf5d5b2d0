import { useEffect, useEffectEvent, useMemo } from 'react';
import {
  useGetAnnouncementsByCategory,
  useGetAnnouncementsPageInfinite,
  useSetGetAnnouncementsPageInfiniteQueryData,
} from '@/generated/api/announcements/announcements';
import type { AnnouncementPage, AnnouncementPageResponse } from '@/generated/api/model';
import { categoryListings } from '../utils/listing-list';
import type { ListingFilter } from './use-listing-filter';

/** 6 listings a request on the home page, a category's first 20. */
export const HOME_PAGE_SIZE = 6;
export const CATEGORY_LISTING_COUNT = 20;

const PAGED_PARAMS = { size: HOME_PAGE_SIZE };

/** A page without `last` is the last one only when its numbers say so. */
function isLastPage(page: AnnouncementPage, pageIndex: number): boolean {
  if (typeof page.last === 'boolean') return page.last;
  return page.totalPages === undefined || pageIndex + 1 >= page.totalPages;
}

// The page param is the page index, starting at 0.
const nextPage = (last: AnnouncementPageResponse, _pages: unknown, lastPage: number | undefined) => {
  const index = lastPage ?? 0;
  return isLastPage(last.data, index) ? undefined : index + 1;
};

/**
 * Without a subcategory the carousel shows the paged listings, loaded page by page while `last` is false;
 * with one it shows that category's first 20. Any change of filter goes back to page 0.
 */
export function useHomeListings(filter: ListingFilter) {
  const subId = filter.subId;

  const paged = useGetAnnouncementsPageInfinite(PAGED_PARAMS, {
    query: {
      initialPageParam: 0,
      getNextPageParam: nextPage,
      enabled: subId === null,
      meta: { failureLog: 'home listings' },
    },
  });
  const byCategory = useGetAnnouncementsByCategory(
    subId ?? 0,
    { page: 0, size: CATEGORY_LISTING_COUNT },
    { query: { enabled: subId !== null, meta: { failureLog: 'home category listings' } } },
  );

  // Back to page 0 on every filter change: keep only the first page already in the cache (no refetch).
  const setPagedData = useSetGetAnnouncementsPageInfiniteQueryData();
  const backToFirstPage = useEffectEvent(() =>
    setPagedData(PAGED_PARAMS, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    ),
  );
  useEffect(() => backToFirstPage(), [filter.rootId, subId]);

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
