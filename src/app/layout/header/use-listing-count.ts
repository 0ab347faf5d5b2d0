import { useGetAnnouncementCount } from '@/generated/api/dashboard/dashboard';
import type { CountResponse } from '@/generated/api/model';

const selectCount = (response: CountResponse): number | null =>
  typeof response.data === 'number' && Number.isFinite(response.data) && response.data >= 0
    ? response.data
    : null;

/** The number of listings for the Courses badge; null while unknown or after a failure. */
export function useListingCount(): number | null {
  const { data } = useGetAnnouncementCount({ query: { select: selectCount } });
  return data ?? null;
}
