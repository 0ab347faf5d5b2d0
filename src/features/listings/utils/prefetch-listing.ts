import type { QueryClient } from '@tanstack/react-query';
import { getGetAnnouncementQueryOptions } from '@/generated/api/announcements/announcements';
import { parseListingId } from './listing-id';

/**
 * How long a listing just fetched counts as fresh: the page that mounts once its code is there shows the
 * prefetched answer instead of asking for it a second time.
 */
export const FRESH_LISTING_MS = 30_000;

/**
 * Asks for `/courses/:id`'s listing while the page's code is still on its way (the router calls this as the
 * navigation starts), so the two requests run side by side instead of one after the other. The page's own
 * query picks up the answer; a listing already in the cache is not asked for again.
 */
export function prefetchListing(queryClient: QueryClient, idParam: string | undefined): void {
  const id = parseListingId(idParam);
  if (id === null) return;
  const options = getGetAnnouncementQueryOptions(id);
  if (queryClient.getQueryData(options.queryKey) !== undefined) return;
  void queryClient.prefetchQuery({ ...options, staleTime: FRESH_LISTING_MS });
}
