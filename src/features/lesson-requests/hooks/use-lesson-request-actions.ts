import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import {
  getGetLessonRequestQueryKey,
  getGetMyLessonRequestsQueryKey,
  useApproveLessonRequest,
  useCancelLessonRequest,
  useRejectLessonRequest,
} from '@/generated/api/lesson-requests/lesson-requests';
import type { LessonRequest } from '@/generated/api/model';
import { failureText } from '@/lib/api/screen-failure';
import { useWriteLessonRequest } from './use-write-lesson-request';

export interface LessonRequestActions {
  approve: (request: LessonRequest) => Promise<boolean>;
  /** An empty reason is sent as none. */
  reject: (request: LessonRequest, reason: string) => Promise<boolean>;
  cancel: (request: LessonRequest) => Promise<boolean>;
  /** The id of the request whose answer is on its way, or null. */
  busyId: number | null;
}

/**
 * The teacher's approve and reject and the student's cancel, from the request page and the dashboard lists
 * alike: each awaits its call (the buttons stay locked until the answer), writes the updated request into the
 * caches and says what happened in a toast. A refusal (the request was answered or expired meanwhile) says
 * so in the server's words and fetches the request again, so the screen shows its real status.
 */
export function useLessonRequestActions(): LessonRequestActions {
  const { t } = useTranslation('lesson-requests');
  const queryClient = useQueryClient();
  const write = useWriteLessonRequest();
  const approveCall = useApproveLessonRequest();
  const rejectCall = useRejectLessonRequest();
  const cancelCall = useCancelLessonRequest();

  const run = async (
    request: LessonRequest,
    send: () => Promise<{ data: LessonRequest; message?: string | null }>,
    done: string,
  ): Promise<boolean> => {
    try {
      const answer = await send();
      write(answer.data);
      toaster.create({ type: 'success', title: answer.message || done });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failureText(error, { failed: t('actions.failed') }) });
      void queryClient.invalidateQueries({ queryKey: getGetLessonRequestQueryKey(request.id) });
      void queryClient.invalidateQueries({ queryKey: getGetMyLessonRequestsQueryKey() });
      return false;
    }
  };

  const busy = [approveCall, rejectCall, cancelCall].find((call) => call.isPending);
  return {
    approve: (request) =>
      run(request, () => approveCall.mutateAsync({ id: request.id }), t('actions.approved')),
    reject: (request, reason) =>
      run(
        request,
        () =>
          rejectCall.mutateAsync({ id: request.id, data: reason.trim() ? { reason: reason.trim() } : {} }),
        t('actions.rejected'),
      ),
    cancel: (request) =>
      run(request, () => cancelCall.mutateAsync({ id: request.id }), t('actions.cancelled')),
    busyId: busy?.variables?.id ?? null,
  };
}
