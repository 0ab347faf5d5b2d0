import type { QueryClient } from '@tanstack/react-query';
import { getGetAnnouncementQueryOptions } from '@/generated/api/announcements/announcements';
import { parseListingId } from './listing-id';

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
  void queryClient.prefetchQuery(options);
}
