import { useGetSavedTeachers } from '@/generated/api/saved-teachers/saved-teachers';
import { useSession } from '@/lib/api';
import { unwrapList } from '@/lib/api/nested-data';
import { isStudent } from '@/lib/people/roles';

/**
 * The signed-in student's saved teachers (GET /v1/saved-teachers). Only a student has any: for everyone else
 * the call is never made.
 */
export function useSavedTeachers() {
  const { user, isSignedIn } = useSession();
  const enabled = isSignedIn && isStudent(user?.role);
  const query = useGetSavedTeachers({ query: { enabled } });
  const teachers = query.data ? unwrapList(query.data.data) : undefined;
  return {
    enabled,
    teachers,
    savedIds: new Set(teachers?.map((teacher) => teacher.id)),
    isPending: enabled && query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
