import { useGetDashboardCounts } from '@/generated/api/dashboard/dashboard';
import type { DashboardCounts } from '@/generated/api/model';

const ZERO: DashboardCounts = { studentCount: 0, teacherCount: 0, categoryCount: 0, announcementCount: 0 };

/**
 * The about page's live counters. When the counts cannot be loaded the failure is logged
 * and every counter stays 0 (no error view: the page is still useful without numbers).
 */
export function useAboutCounts(): DashboardCounts {
  const { data } = useGetDashboardCounts({ query: { meta: { failureLog: 'about counters' } } });
  return data?.data ?? ZERO;
}
