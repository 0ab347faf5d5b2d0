import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useReplyToReview, useUpdateReviewReply } from '@/generated/api/review-replies/review-replies';
import { readsUnder } from '@/lib/api/query-meta';

// The answer shows under the review in every list of the teacher's reviews (each order, each page).
const REFRESHES = { refreshes: [readsUnder('/v1/reviews/teacher/')] };

/**
 * The teacher's answer to a review: POST the first time, PUT an edit (within 24 hours). After a success a
 * toast says so and the teacher's review lists are read again.
 */
export function useSaveReply(editing: boolean) {
  const { t } = useTranslation('reviews');
  const onSuccess = () => {
    toaster.create({ type: 'success', title: t(editing ? 'reply.updated' : 'reply.sent') });
  };
  const create = useReplyToReview({ mutation: { meta: REFRESHES, onSuccess } });
  const update = useUpdateReviewReply({ mutation: { meta: REFRESHES, onSuccess } });
  return editing ? update : create;
}
