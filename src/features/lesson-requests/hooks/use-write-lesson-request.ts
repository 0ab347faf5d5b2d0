import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetLessonRequestQueryKey,
  useSetGetMyLessonRequestsQueryData,
} from '@/generated/api/lesson-requests/lesson-requests';
import type { LessonRequest, LessonRequestResponse } from '@/generated/api/model';
import { replaceRequest } from '../utils/lesson-request-list';

/**
 * Puts the server's answer to a create, approve, reject or cancel into every cache that shows the request
 * (the request page and the lists), so each screen shows the new status at once. What the change makes stale
 * (the teacher's figures among them) is the mutation's own `meta.refreshes` (LESSON_REQUEST_REFRESHES).
 */
export function useWriteLessonRequest(): (request: LessonRequest) => void {
  const queryClient = useQueryClient();
  const setLists = useSetGetMyLessonRequestsQueryData();

  return useCallback(
    (request: LessonRequest) => {
      // Set, not only updated: a request just sent has no cache entry yet, and its page opens next. (The
      // generated setter updates existing entries only.)
      queryClient.setQueryData<LessonRequestResponse>(getGetLessonRequestQueryKey(request.id), (old) => ({
        success: true,
        ...old,
        data: request,
      }));
      // Not exact: the unfiltered list and any list filtered by status share the key's first part.
      setLists(
        undefined,
        (old) => (old && Array.isArray(old.data) ? { ...old, data: replaceRequest(old.data, request) } : old),
        false,
      );
    },
    [queryClient, setLists],
  );
}
