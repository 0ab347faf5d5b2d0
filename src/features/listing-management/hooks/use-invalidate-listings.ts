import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetAnnouncementCountQueryKey,
  getGetDashboardCountsQueryKey,
} from '@/generated/api/dashboard/dashboard';

const LISTING_PATH = '/v1/announcements';
const COUNTER_KEYS: readonly string[] = [
  getGetAnnouncementCountQueryKey()[0],
  getGetDashboardCountsQueryKey()[0],
];

/** Every cached read that shows listings or counts them: pages, categories, a teacher's, one listing, counters. */
function showsListings(query: Query): boolean {
  return query.queryKey.some(
    (part) => typeof part === 'string' && (part.startsWith(LISTING_PATH) || COUNTER_KEYS.includes(part)),
  );
}

/**
 * After a listing is created, changed or removed: /courses, the category pages, the home carousel, the
 * listing's own page, the teacher's lists and the counters (header badge, home figures) read again, so the
 * change shows wherever the person goes next.
 */
export function useInvalidateListings() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: showsListings }), [queryClient]);
}
