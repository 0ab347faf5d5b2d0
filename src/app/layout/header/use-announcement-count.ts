import { useQuery } from '@tanstack/react-query';
import { getAnnouncementCount } from '@/generated/api/dashboard/dashboard';
import type { CountResponse } from '@/generated/api/model';

/*
 * The generated client has no query hooks for GET operations yet (orval.config sets `query.useQuery: false`);
 * this wraps the generated fetcher under the key orval gives `useGetAnnouncementCount`.
 */
export const announcementCountQueryKey = ['/v1/dashboard/announcement'] as const;

const selectCount = (response: CountResponse): number | null =>
  typeof response.data === 'number' && Number.isFinite(response.data) && response.data >= 0
    ? response.data
    : null;

/** The number of listings for the Courses badge; null while unknown or after a failure. */
export function useAnnouncementCount(): number | null {
  const { data } = useQuery({
    queryKey: announcementCountQueryKey,
    queryFn: ({ signal }) => getAnnouncementCount(undefined, signal),
    select: selectCount,
  });
  return data ?? null;
}
