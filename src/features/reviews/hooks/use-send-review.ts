import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useCreateReview } from '@/generated/api/reviews/reviews';
import { changedByReview } from '../utils/review-invalidation';

/**
 * POST /v1/reviews/create. After a success a toast thanks the student and every cached answer the review
 * changes is fetched again, so the new review and the teacher's new average show at once wherever they are.
 */
export function useSendReview() {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  return useCreateReview({
    mutation: {
      onSuccess: (response) => {
        toaster.create({ type: 'success', title: response.message || t('sent') });
        // Not awaited: the dialog closes on the answer, whatever the refetches take.
        void queryClient.invalidateQueries({ predicate: changedByReview });
      },
    },
  });
}
