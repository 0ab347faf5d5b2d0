import { useGetDashboardCounts } from '@/generated/api/dashboard/dashboard';
import type { DashboardCounts } from '@/generated/api/model';

const ZERO: DashboardCounts = { studentCount: 0, teacherCount: 0, categoryCount: 0, announcementCount: 0 };

/**
 * The site's four counters (Öğrenci, Eğitmen, categories, listings), for home and /about. The counters are
 * decoration, so a failed load is only logged (`logAs` 'home' gives "Could not load home counters", through the
 * query cache's one failure log) and every counter reads 0 instead of an error view.
 */
export function useDashboardCounts(logAs: string): { counts: DashboardCounts; loading: boolean } {
  const { data, isPending } = useGetDashboardCounts({ query: { meta: { failureLog: `${logAs} counters` } } });
  return { counts: data?.data ?? ZERO, loading: isPending };
}
