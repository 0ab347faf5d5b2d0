import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/components/feedback/toaster';
import { paths } from '@/config/paths';
import { useCreateLessonRequest } from '@/generated/api/lesson-requests/lesson-requests';
import type { LessonRequestCreate } from '@/generated/api/model';
import { LESSON_REQUEST_REFRESHES } from '../utils/lesson-request-refreshes';
import { useWriteLessonRequest } from './use-write-lesson-request';

/**
 * Sends the request and, once the server has it, says so and opens the new request's page (replacing the
 * form in the history, so Back leads to the listing rather than to a form already sent). A refusal stays
 * on the form; the student's lists are read again either way (a refusal may mean a request is already pending).
 * `onSent` runs once the server has the request, before the page changes (the form forgets its draft).
 */
export function useSendLessonRequest(onSent?: () => void) {
  const { t } = useTranslation('lesson-requests');
  const navigate = useNavigate();
  const write = useWriteLessonRequest();
  const call = useCreateLessonRequest({ mutation: { meta: { refreshes: LESSON_REQUEST_REFRESHES } } });

  const send = async (body: LessonRequestCreate): Promise<void> => {
    try {
      const answer = await call.mutateAsync({ data: body });
      write(answer.data);
      onSent?.();
      toaster.create({ type: 'success', title: answer.message || t('form.sent') });
      await navigate(paths.lessonRequest.getHref(answer.data.id), { replace: true });
    } catch {
      // The form shows `call.error`; the lists are read again (LESSON_REQUEST_REFRESHES).
    }
  };

  return { send, isPending: call.isPending, isSuccess: call.isSuccess, error: call.error, reset: call.reset };
}
