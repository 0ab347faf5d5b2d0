import type { Announcement, CategoryAnnouncementPageResponseData } from '@/generated/api/model';
import { unwrapPage } from '@/lib/api/nested-data';

/** A category's listings are `data.content`, or nested once more as `data.data.content`. */
export function categoryListings(
  data: CategoryAnnouncementPageResponseData | null | undefined,
): Announcement[] {
  return unwrapPage(data)?.content ?? [];
}
