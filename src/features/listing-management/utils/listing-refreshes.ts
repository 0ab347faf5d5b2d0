import {
  getGetAnnouncementCountQueryKey,
  getGetDashboardCountsQueryKey,
} from '@/generated/api/dashboard/dashboard';
import { type Refresh, readsUnder } from '@/lib/api/query-meta';

/**
 * What creating, changing or removing a listing makes stale (its `meta.refreshes`): /courses, the category
 * pages, the home carousel, the listing's own page, the teacher's lists and the counters (header badge, home
 * figures), so the change shows wherever the person goes next.
 */
export const LISTING_REFRESHES: readonly Refresh[] = [
  readsUnder('/v1/announcements'),
  getGetAnnouncementCountQueryKey(),
  getGetDashboardCountsQueryKey(),
];
