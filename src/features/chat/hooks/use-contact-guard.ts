import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetMyLessonRequestsQueryKey,
  useGetMyLessonRequests,
} from '@/generated/api/lesson-requests/lesson-requests';
import type { getMyLessonRequests } from '@/generated/api/lesson-requests/lesson-requests';
import { toLowerTr } from '@/i18n/formatters';
import { containsContactDetails } from '@/lib/validation/contact-details';

type MyRequests = Awaited<ReturnType<typeof getMyLessonRequests>>;

/**
 * The check a private message passes before it is sent: a phone number or an e-mail address is refused (with
 * the reason, and the text kept) unless a lesson request between the two was approved, which is when the app
 * shares both parties' contact details (the request then carries them). The server refuses the same; in a
 * group only the server decides (every other member needs an approved request with the sender). Until the
 * requests have been read nothing is refused here (the server still decides): a person whose request was just
 * approved is never told no on knowledge the app does not have yet. The requests are read from the cache when
 * the message is sent, not from the last render.
 */
export function useContactGuard(counterpartUsername: string | null): (content: string) => string | null {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  useGetMyLessonRequests(undefined, { query: { enabled: counterpartUsername !== null } });
  return (content) => {
    if (counterpartUsername === null || !containsContactDetails(content)) return null;
    const requests = queryClient.getQueryData<MyRequests>(getGetMyLessonRequestsQueryKey());
    if (requests === undefined) return null;
    const shared = (requests.data ?? []).some(
      (request) =>
        request.teacherContact != null &&
        [request.teacherUsername, request.studentUsername].some(
          (username) => username != null && toLowerTr(username) === toLowerTr(counterpartUsername),
        ),
    );
    return shared ? null : t('contactBeforeApproval');
  };
}
