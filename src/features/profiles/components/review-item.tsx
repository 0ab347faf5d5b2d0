import { Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafetySlot } from '@/components/overlays/safety-slot';
import type { Review } from '@/generated/api/model';
import { formatDate } from '@/i18n/formatters';
import { starText } from '../utils/review-list';
import { ReviewReply } from './review-reply';

/**
 * One review: stars (read out as "5 üzerinden 4 puan"), who wrote it, when, the comment as plain text, the
 * teacher's answer under it, and what the route adds below (the teacher's 'Yanıtla' on their own profile).
 */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  const { t } = useTranslation('profile');
  const comment = review.comment?.trim();
  const created = new Date(review.createdAt);
  const hasDate = !Number.isNaN(created.getTime());

  return (
    <Card.Root as="article" variant="outline" bg="bg.panel" size="sm" height="full">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{review.studentName?.trim() || t('reviews.anonymous')}</Text>
            {hasDate ? (
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={review.createdAt}>{formatDate(created)}</time>
              </Text>
            ) : null}
          </Stack>
          <HStack gap="1">
            <Text color="orange.fg" fontSize="lg" letterSpacing="wider" lineHeight="1">
              <span aria-hidden="true">{starText(review.rating)}</span>
              <VisuallyHidden>{t('reviews.stars', { n: review.rating })}</VisuallyHidden>
            </Text>
            {/* 'Değerlendirmeyi şikayet et' for a signed-in reader, from report and block. */}
            <SafetySlot
              target={{
                kind: 'REVIEW',
                id: review.id,
                label: review.studentName ?? t('reviews.anonymous'),
                // Its author sees no report entry on their own review.
                ownerId: review.studentId,
              }}
            />
          </HStack>
        </HStack>
        {/* What a student typed is text: React escapes it, nothing here reads it as markup. */}
        {comment ? (
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {comment}
          </Text>
        ) : null}
        {review.reply ? <ReviewReply reply={review.reply} /> : null}
        {actions}
      </Card.Body>
    </Card.Root>
  );
}
