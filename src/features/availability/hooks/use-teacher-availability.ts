import { useGetTeacherAvailability } from '@/generated/api/teacher/teacher';

/** A teacher's weekly free hours and absences (public), or why they did not load. */
export function useTeacherAvailability(teacherId: number) {
  const query = useGetTeacherAvailability(teacherId);
  return {
    availability: query.data?.data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
