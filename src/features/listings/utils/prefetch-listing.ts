import type { QueryClient } from '@tanstack/react-query';
import { getGetAnnouncementQueryOptions } from '@/generated/api/announcements/announcements';
import { prefetchForScreen } from '@/lib/api/prefetch';
import { parseListingId } from './listing-id';

/** `/courses/:id`'s listing, asked for beside the page's code; the page's own query picks up the answer. */
export async function prefetchListing(queryClient: QueryClient, idParam: string | undefined): Promise<void> {
  const id = parseListingId(idParam);
  if (id !== null) await prefetchForScreen(queryClient, getGetAnnouncementQueryOptions(id));
}
