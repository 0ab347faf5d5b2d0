import { useGetDashboardCounts } from '@/generated/api/dashboard/dashboard';
import type { DashboardCounts } from '@/generated/api/model';

const ZERO: DashboardCounts = { studentCount: 0, teacherCount: 0, categoryCount: 0, announcementCount: 0 };

/** The four home counters; a failure is logged and the counters read 0. */
export function useHomeStats() {
  const { data, isPending } = useGetDashboardCounts({ query: { meta: { failureLog: 'home counters' } } });
  return { counts: data?.data ?? ZERO, loading: isPending };
}
