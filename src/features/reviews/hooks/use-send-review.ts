import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useCreateReview } from '@/generated/api/reviews/reviews';
import { readsUnder } from '@/lib/api/query-meta';

/**
 * POST /v1/reviews/create. After a success a toast thanks the student; every cached answer the review changes
 * is read again (its `meta.refreshes`), so the new review and the teacher's new average show at once wherever
 * they are: the teacher's reviews, every profile (by id or username), every shape that carries a teacher card's
 * average and count (directory, filter, home, saved teachers) and the student's lesson requests (the request
 * now carries its reviewId).
 */
export function useSendReview() {
  const { t } = useTranslation('reviews');
  return useCreateReview({
    mutation: {
      meta: {
        refreshes: [
          readsUnder(
            '/v1/reviews/teacher/',
            '/v1/user/profile/',
            '/v1/teacher/',
            '/v1/saved-teachers',
            '/v1/lesson-requests/',
          ),
        ],
      },
      onSuccess: (response) => {
        toaster.create({ type: 'success', title: response.message || t('sent') });
      },
    },
  });
}
