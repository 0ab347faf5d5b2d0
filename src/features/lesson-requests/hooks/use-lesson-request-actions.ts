import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import {
  getApproveLessonRequestMutationKey,
  getCancelLessonRequestMutationKey,
  getMarkLessonHeldMutationKey,
  getMarkLessonNotHeldMutationKey,
  getRejectLessonRequestMutationKey,
  useApproveLessonRequest,
  useCancelLessonRequest,
  useMarkLessonHeld,
  useMarkLessonNotHeld,
  useRejectLessonRequest,
  useSetFirstLesson,
} from '@/generated/api/lesson-requests/lesson-requests';
import type { LessonNotHeld, LessonRequest } from '@/generated/api/model';
import { useActionLock } from '@/hooks/use-action-lock';
import { isApiError } from '@/lib/api/api-error';
import { failureText } from '@/lib/api/screen-failure';
import { LESSON_REQUEST_REFRESHES } from '../utils/lesson-request-refreshes';
import { useWriteLessonRequest } from './use-write-lesson-request';

/**
 * Each resolves to whether the request was decided, or is null when a decision on the same request is already
 * on its way: that press sent nothing (one action per click).
 */
export interface LessonRequestActions {
  /** With the first lesson's time (an instant with its offset) when the teacher chose one. */
  approve: (request: LessonRequest, firstLessonAt?: string | null) => Promise<boolean> | null;
  /** An empty reason is sent as none. */
  reject: (request: LessonRequest, reason: string) => Promise<boolean> | null;
  cancel: (request: LessonRequest) => Promise<boolean> | null;
  /** Either party sets or moves the first lesson's time. */
  schedule: (request: LessonRequest, firstLessonAt: string) => Promise<boolean> | null;
  /** Either party, after the first lesson's time: held, or not held with a reason. */
  markHeld: (request: LessonRequest) => Promise<boolean> | null;
  markNotHeld: (request: LessonRequest, outcome: LessonNotHeld) => Promise<boolean> | null;
  /** A decision on this request is on its way: its buttons spin or wait. */
  isBusy: (id: number) => boolean;
}

const DECISION_KEYS = [
  getApproveLessonRequestMutationKey(),
  getRejectLessonRequestMutationKey(),
  getCancelLessonRequestMutationKey(),
  getMarkLessonHeldMutationKey(),
  getMarkLessonNotHeldMutationKey(),
];

/** A decision on this request sent from this tab has already succeeded (react-query's mutation cache). */
function decidedHere(queryClient: QueryClient, id: number): boolean {
  const cache = queryClient.getMutationCache();
  return DECISION_KEYS.some(
    (mutationKey) =>
      cache.findAll({
        mutationKey,
        status: 'success',
        predicate: (mutation) => (mutation.state.variables as { id?: number } | undefined)?.id === id,
      }).length > 0,
  );
}

/**
 * The teacher's approve and reject and the student's cancel, from the request page and the dashboard lists
 * alike: each runs under the one action lock, keyed by the request, so a double click, Enter pressed again on
 * a confirmation or a click and an Enter send one call; it awaits the call, writes the updated request into
 * the caches and says what happened in a toast. A refusal (the request was answered or expired meanwhile) says
 * so in the server's words, and the request is read again (LESSON_REQUEST_REFRESHES) so the screen shows its
 * real status; a conflict (409) on a request this tab has just decided is our own doing and is not shown
 * beside the success.
 */
export function useLessonRequestActions(): LessonRequestActions {
  const { t } = useTranslation('lesson-requests');
  const queryClient = useQueryClient();
  const write = useWriteLessonRequest();
  const lock = useActionLock();
  const refreshes = { mutation: { meta: { refreshes: LESSON_REQUEST_REFRESHES } } };
  const approveCall = useApproveLessonRequest(refreshes);
  const rejectCall = useRejectLessonRequest(refreshes);
  const cancelCall = useCancelLessonRequest(refreshes);
  const scheduleCall = useSetFirstLesson(refreshes);
  const heldCall = useMarkLessonHeld(refreshes);
  const notHeldCall = useMarkLessonNotHeld(refreshes);

  const run = (
    request: LessonRequest,
    send: () => Promise<{ data: LessonRequest; message?: string | null }>,
    done: string,
  ): Promise<boolean> | null =>
    lock.run(async () => {
      try {
        const answer = await send();
        write(answer.data);
        toaster.create({ type: 'success', title: answer.message || done });
        return true;
      } catch (error) {
        // Ours: decided from this tab already, whose success has been said; the request is decided either way.
        const ours = isApiError(error) && error.status === 409 && decidedHere(queryClient, request.id);
        if (!ours) {
          toaster.create({ type: 'error', title: failureText(error, { failed: t('actions.failed') }) });
        }
        return ours;
      }
    }, request.id);

  return {
    approve: (request, firstLessonAt) =>
      run(
        request,
        () =>
          approveCall.mutateAsync({
            id: request.id,
            ...(firstLessonAt ? { data: { firstLessonAt } } : {}),
          }),
        t('actions.approved'),
      ),
    reject: (request, reason) =>
      run(
        request,
        () =>
          rejectCall.mutateAsync({ id: request.id, data: reason.trim() ? { reason: reason.trim() } : {} }),
        t('actions.rejected'),
      ),
    cancel: (request) =>
      run(request, () => cancelCall.mutateAsync({ id: request.id }), t('actions.cancelled')),
    schedule: (request, firstLessonAt) =>
      run(
        request,
        () => scheduleCall.mutateAsync({ id: request.id, data: { firstLessonAt } }),
        t('lesson.scheduled'),
      ),
    markHeld: (request) => run(request, () => heldCall.mutateAsync({ id: request.id }), t('lesson.heldDone')),
    markNotHeld: (request, outcome) =>
      run(request, () => notHeldCall.mutateAsync({ id: request.id, data: outcome }), t('lesson.notHeldDone')),
    isBusy: (id) => lock.isLocked(id),
  };
}
