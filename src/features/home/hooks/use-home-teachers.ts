import { useGetAllTeachers } from '@/generated/api/teacher/teacher';

/** The home page shows the first 12 teachers. */
export const HOME_TEACHER_COUNT = 12;

export function useHomeTeachers() {
  const { data, error, isPending } = useGetAllTeachers(
    { page: 0, size: HOME_TEACHER_COUNT },
    { query: { meta: { failureLog: 'home teachers' } } },
  );
  return { teachers: error ? [] : (data?.data?.content ?? []), loading: isPending };
}
