import type { AnnouncementPage, CategoryAnnouncementPageResponseData } from '@/generated/api/model';
import { unwrapPage } from '@/lib/api/nested-data';

/** A category's listings page is `data`, or nested once more as `data.data`. */
export function categoryPage(
  data: CategoryAnnouncementPageResponseData | null | undefined,
): AnnouncementPage | null {
  return unwrapPage(data);
}

/** Total pages of a page; a page without the number counts as the only one. */
export function pageCount(page: AnnouncementPage | null | undefined): number {
  return Math.max(1, page?.totalPages ?? 1);
}
