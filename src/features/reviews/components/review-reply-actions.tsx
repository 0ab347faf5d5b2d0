import { useTranslation } from 'react-i18next';
import type { Review } from '@/generated/api/model';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/api';
import { isReplyEditable } from '../utils/reply-schema';
import { ReplyDialog } from './reply-dialog';

/**
 * What the reviewed teacher may do under a review of their own: 'Yanıtla' until they answered, then
 * 'Düzenle' while the answer is editable (24 hours), then nothing. Nobody else sees either (the server
 * refuses them too).
 */
export function ReviewReplyActions({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const { user } = useSession();
  // Renewed every minute, so 'Düzenle' goes when the 24 hours are over while the page stays open.
  const now = useNow();
  if (user?.id !== review.teacherId) return null;

  const studentName = review.studentName?.trim() || t('reply.anonymous');
  if (!review.reply) return <ReplyDialog reviewId={review.id} studentName={studentName} />;
  if (!isReplyEditable(review.reply, now)) return null;
  return <ReplyDialog reviewId={review.id} studentName={studentName} currentText={review.reply.text} />;
}
