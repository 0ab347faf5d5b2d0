import { keepPreviousData } from '@tanstack/react-query';
import {
  useGetAnnouncementsByCategory,
  useGetAnnouncementsPage,
} from '@/generated/api/announcements/announcements';
import type { AnnouncementPage } from '@/generated/api/model';
import { type CourseSearch, toListingQuery } from '../utils/course-search';
import { categoryPage } from '../utils/listing-pages';

/** Listings per page on /courses and /category/:category (a 3 × 4 or 2 × 6 grid). */
export const LISTINGS_PAGE_SIZE = 12;

export interface ListingsPageState {
  page: AnnouncementPage | null;
  isPending: boolean;
  /** The page shown is the previous answer, standing in while the one asked for loads. */
  stale: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * One page of the /courses search (`/v1/announcements/pageable` with its search parameters). The previous
 * results stay on screen while the next ones load, so a filter change never flashes the skeleton.
 */
export function useCourseResults(search: CourseSearch): ListingsPageState {
  const query = useGetAnnouncementsPage(toListingQuery(search, LISTINGS_PAGE_SIZE), {
    query: { placeholderData: keepPreviousData },
  });
  return {
    page: query.data?.data ?? null,
    isPending: query.isPending,
    stale: query.isPlaceholderData,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

/** One page of a category's listings (`/v1/announcements/category/{id}`), for /category/:category. */
export function useCategoryListingsPage(categoryId: number, page: number): ListingsPageState {
  const query = useGetAnnouncementsByCategory(
    categoryId,
    { page, size: LISTINGS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  return {
    page: categoryPage(query.data?.data),
    isPending: query.isPending,
    stale: query.isPlaceholderData,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
