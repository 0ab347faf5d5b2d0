import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoading } from '@/components/feedback/list-states';
import { useTeacherReviews } from '../hooks/use-teacher-reviews';
import { ProfileErrorBox } from './profile-states';
import { ReviewItem } from './review-item';
import { TitledSection } from '@/components/display/titled-section';

/** The teacher's reviews, newest first, with 'Daha fazla yorum' while the server has more pages. */
export function TeacherReviews({ teacherId, own }: { teacherId: number; own: boolean }) {
  const { t } = useTranslation('profile');
  const { reviews, isPending, isError, error, hasMore, loadingMore, loadMoreFailed, retry, loadMore } =
    useTeacherReviews(teacherId);

  return (
    <TitledSection id="profile-reviews" title={t('reviews.title')} gap="4">
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
                <ReviewItem review={review} />
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
