import { keepPreviousData } from '@tanstack/react-query';
import {
  useGetAnnouncementsByCategory,
  useGetAnnouncementsPage,
} from '@/generated/api/announcements/announcements';
import type { AnnouncementPage } from '@/generated/api/model';
import { categoryPage } from '../utils/listing-pages';

/** Listings per page on /courses and /category/:category (a 3 × 4 or 2 × 6 grid). */
export const LISTINGS_PAGE_SIZE = 12;

export interface ListingsPageState {
  page: AnnouncementPage | null;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * One page of listings: a category's (`/v1/announcements/category/{id}`) when one is chosen, else all of
 * them (`/v1/announcements/pageable`). The previous page stays on screen while the next one loads.
 */
export function useListingsPage(categoryId: number | null, page: number): ListingsPageState {
  const params = { page, size: LISTINGS_PAGE_SIZE };
  const all = useGetAnnouncementsPage(params, {
    query: { enabled: categoryId === null, placeholderData: keepPreviousData },
  });
  const byCategory = useGetAnnouncementsByCategory(categoryId ?? 0, params, {
    query: { enabled: categoryId !== null, placeholderData: keepPreviousData },
  });

  const query = categoryId === null ? all : byCategory;
  return {
    page: categoryId === null ? (all.data?.data ?? null) : categoryPage(byCategory.data?.data),
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
