import { useMemo } from 'react';
import { useGetTeacherReviewsInfinite } from '@/generated/api/reviews/reviews';
import { ApiError } from '@/lib/api';
import type { ReviewPageResponse, ReviewSort } from '@/generated/api/model';
import { collectReviews, nextReviewPage, readReviewPage } from '../utils/review-list';

/** Ten reviews a request, the server's own default page size. */
export const REVIEW_PAGE_SIZE = 10;

// The page param is the page index, starting at 0.
const nextPage = (last: ReviewPageResponse, _pages: unknown, lastPage: number | undefined) =>
  nextReviewPage(readReviewPage(last.data), lastPage ?? 0);

/**
 * A teacher's reviews in the chosen order (newest first by default; the server's own order is asked for
 * without the parameter, so the first answer is the one a server without sorting gives), one page more on
 * every "load more" while `last` is false.
 */
export function useTeacherReviews(teacherId: number, sort: ReviewSort = 'NEWEST') {
  const params = sort === 'NEWEST' ? { size: REVIEW_PAGE_SIZE } : { size: REVIEW_PAGE_SIZE, sort };
  const query = useGetTeacherReviewsInfinite(teacherId, params, {
    query: { initialPageParam: 0, getNextPageParam: nextPage },
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
    /** Why the list could not load, for the error view (an answer without a list is an unreadable one). */
    error: reviews === null ? new ApiError('malformed', 200, query.data) : query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    retry: () => void query.refetch(),
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
