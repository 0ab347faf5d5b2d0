import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LessonRequest } from '@/generated/api/model';
import { useSession } from '@/lib/api';
import { lessonWasHeld } from '@/lib/lessons/review-gate';
import { ReviewDialog } from './review-dialog';
import { TitledSection } from '@/components/display/titled-section';

/**
 * The review part of a lesson request's page. Only its student reviews, and only after a held lesson
 * (lib/lessons/review-gate): then 'Değerlendir' and its dialog, or, once written, a thank-you. Nothing for
 * anyone else or any other status (the server refuses those too).
 */
export function RequestReview({ request }: { request: LessonRequest }) {
  const { t } = useTranslation('reviews');
  const { user } = useSession();
  if (user?.id !== request.studentId || !lessonWasHeld(request)) return null;

  const teacherName = request.teacherName?.trim() || request.teacherUsername || '';
  return (
    <TitledSection
      id="request-review"
      title={t('request.title')}
      size="md"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
    >
      {request.reviewId == null ? (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text color="fg.muted" flex="1" minW="48">
            {t('request.body', { name: teacherName })}
          </Text>
          <ReviewDialog lessonRequestId={request.id} teacherName={teacherName} />
        </HStack>
      ) : (
        <Text color="fg.muted">{t('request.done')}</Text>
      )}
    </TitledSection>
  );
}
