import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGetTeacherReviewsQueryKey, getTeacherReviews } from '@/generated/api/reviews/reviews';
import { collectReviews, nextReviewPage, readReviewPage } from '../utils/review-list';

/** Ten reviews a request, the server's own default page size. */
export const REVIEW_PAGE_SIZE = 10;

/**
 * A teacher's reviews, newest first, one page more on every "load more" while `last` is false. The key
 * starts with the generated one, so invalidating a teacher's reviews (after a new review) reaches it too.
 */
export function useTeacherReviews(teacherId: number) {
  const query = useInfiniteQuery({
    queryKey: [...getGetTeacherReviewsQueryKey(teacherId, { size: REVIEW_PAGE_SIZE }), 'infinite'],
    queryFn: ({ pageParam, signal }) =>
      getTeacherReviews(teacherId, { page: pageParam, size: REVIEW_PAGE_SIZE }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (page, _pages, index) => nextReviewPage(readReviewPage(page.data), index),
  });
  const reviews = useMemo(
    () => (query.data ? collectReviews(query.data.pages.map((page) => page.data)) : []),
    [query.data],
  );

  return {
    // null: an answer that holds no list of reviews, shown like a failed load.
    reviews,
    isPending: query.isPending,
    isError: (query.isError && !query.isFetchNextPageError) || reviews === null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    retry: () => void query.refetch(),
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
