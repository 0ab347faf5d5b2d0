import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoading } from '@/components/feedback/list-states';
import type { RatingCount, Review, ReviewSort } from '@/generated/api/model';
import { useTeacherReviews } from '../hooks/use-teacher-reviews';
import { ProfileErrorBox } from './profile-states';
import { RatingDistribution } from './rating-distribution';
import { ReviewItem } from './review-item';
import { TitledSection } from '@/components/display/titled-section';

/** What another feature adds under each review (the teacher's 'Yanıtla'); the route fills it. */
export type ReviewActionsSlot = (review: Review) => ReactNode;

const SORTS: readonly ReviewSort[] = ['NEWEST', 'HIGHEST', 'LOWEST'];

interface TeacherReviewsProps {
  teacherId: number;
  own: boolean;
  /** The profile's counts per star (5★ … 1★). */
  distribution?: readonly RatingCount[] | null;
  /** The profile's review count: the order is offered from two reviews on. */
  totalReviews?: number;
  reviewActions?: ReviewActionsSlot;
}

/**
 * The teacher's reviews: the rating distribution, the order (newest, highest, lowest; kept on this screen
 * only, as the profile keeps nothing in its URL), the list with each answer, and 'Daha fazla yorum' while the
 * server has more pages.
 */
export function TeacherReviews({
  teacherId,
  own,
  distribution,
  totalReviews = 0,
  reviewActions,
}: TeacherReviewsProps) {
  const { t } = useTranslation('profile');
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  const { reviews, isPending, isError, error, hasMore, loadingMore, loadMoreFailed, retry, loadMore } =
    useTeacherReviews(teacherId, sort);

  return (
    <TitledSection id="profile-reviews" title={t('reviews.title')} gap="4">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <RatingDistribution counts={distribution} />
        {totalReviews > 1 ? (
          <Field.Root width="auto" minW="48">
            <Field.Label>{t('reviews.sort.label')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={sort}
                onChange={(event) => setSort(SORTS.find((s) => s === event.target.value) ?? 'NEWEST')}
              >
                {SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`reviews.sort.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </HStack>
      {isError || reviews === null ? (
        <ProfileErrorBox body={t('reviews.errorBody')} error={error} onRetry={retry} />
      ) : isPending ? (
        <ListLoading label={t('reviews.loading')} rowHeight="24" />
      ) : reviews.length === 0 ? (
        <ListEmpty text={t(own ? 'reviews.ownEmpty' : 'reviews.empty')} size="sm" />
      ) : (
        <Stack gap="4" align="flex-start">
          <SimpleGrid
            as="ul"
            columns={{ base: 1, lg: 2 }}
            gap="3"
            listStyleType="none"
            width="full"
            aria-labelledby="profile-reviews"
          >
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} actions={reviewActions?.(review)} />
              </li>
            ))}
          </SimpleGrid>
          {loadMoreFailed ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('reviews.moreFailed')}
            </Text>
          ) : null}
          {hasMore ? (
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={loadMore}
              loading={loadingMore}
              loadingText={t('reviews.loadingMore')}
            >
              {t('reviews.more')}
            </Button>
          ) : null}
        </Stack>
      )}
    </TitledSection>
  );
}
