import { useGetTeacherStats } from '@/generated/api/teacher/teacher';
import type { TeacherStats } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';

export type TeacherFigureKey = keyof Pick<
  TeacherStats,
  'completedLessons' | 'averageRating' | 'totalReviews' | 'pendingRequests' | 'responseRate'
>;

export interface TeacherFigure {
  key: TeacherFigureKey;
  /** The number as a person reads it ('1.284', '4,8', '%90'), or null when the server has none to give. */
  value: string | null;
}

const count = (value: number | null | undefined): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : null;

/**
 * The figures of GET /v1/teacher/stats in the order the dashboard shows them, written the Turkish way: counts
 * with thousands separators, the rating with one decimal ('4,8'), the response rate as a whole percentage
 * ('%90'). A rating without reviews and a rate without requests are null, which the screen explains.
 */
export function teacherFigures(stats: TeacherStats): TeacherFigure[] {
  const { averageRating, responseRate } = stats;
  return [
    { key: 'completedLessons', value: count(stats.completedLessons) },
    {
      key: 'averageRating',
      value:
        typeof averageRating === 'number'
          ? formatNumber(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
          : null,
    },
    { key: 'totalReviews', value: count(stats.totalReviews) },
    { key: 'pendingRequests', value: count(stats.pendingRequests) },
    {
      key: 'responseRate',
      value:
        typeof responseRate === 'number'
          ? formatNumber(responseRate, { style: 'percent', maximumFractionDigits: 0 })
          : null,
    },
  ];
}

/** The signed-in teacher's key figures, ready to show. */
export function useTeacherStats() {
  const query = useGetTeacherStats();
  const stats = query.data?.data;
  return {
    figures: stats ? teacherFigures(stats) : null,
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
