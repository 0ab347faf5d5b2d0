import { useTranslation } from 'react-i18next';
import { useGetMyLessonRequests } from '@/generated/api/lesson-requests/lesson-requests';
import { toLowerTr } from '@/i18n/formatters';
import { containsContactDetails } from '@/lib/validation/contact-details';

/**
 * The check a private message passes before it is sent: a phone number or an e-mail address is refused (with
 * the reason, and the text kept) unless a lesson request between the two was approved, which is when the app
 * shares both parties' contact details (the request then carries them). The server refuses the same; in a
 * group only the server decides (every other member needs an approved request with the sender).
 */
export function useContactGuard(counterpartUsername: string | null): (content: string) => string | null {
  const { t } = useTranslation('chat');
  const requests = useGetMyLessonRequests(undefined, { query: { enabled: counterpartUsername !== null } });
  const shared = (requests.data?.data ?? []).some(
    (request) =>
      request.teacherContact != null &&
      counterpartUsername !== null &&
      [request.teacherUsername, request.studentUsername].some(
        (username) => username != null && toLowerTr(username) === toLowerTr(counterpartUsername),
      ),
  );
  return (content) =>
    counterpartUsername !== null && !shared && containsContactDetails(content)
      ? t('contactBeforeApproval')
      : null;
}
