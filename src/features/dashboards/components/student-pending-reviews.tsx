import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '@/components/feedback/list-states';
import type { LessonRequest } from '@/generated/api/model';
import { formatDate } from '@/i18n/formatters';

/** The reviews feature's 'Değerlendir' and its dialog for one request; the route fills it in. */
export type ReviewActionSlot = (request: LessonRequest, teacherName: string) => ReactNode;

interface StudentPendingReviewsProps {
  requests: LessonRequest[];
  reviewAction: ReviewActionSlot;
}

/** 'Değerlendirme bekleyen dersler': every approved request the student has not reviewed yet. */
export function StudentPendingReviews({ requests, reviewAction }: StudentPendingReviewsProps) {
  const { t } = useTranslation('dashboards-student');
  if (requests.length === 0) return <ListEmpty text={t('pendingReviews.empty')} size="sm" />;

  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {requests.map((request) => {
        const teacherName =
          request.teacherName?.trim() || request.teacherUsername || t('pendingReviews.unknownTeacher');
        const approvedAt = request.updatedAt ? new Date(request.updatedAt) : null;
        return (
          <HStack
            as="li"
            key={request.id}
            gap="3"
            p="3"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.panel"
            justify="space-between"
            wrap="wrap"
          >
            <Stack gap="0.5" minW="0" flex="1">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {teacherName}
              </Text>
              <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                {request.announcementTitle?.trim() || t('pendingReviews.untitled')}
              </Text>
              {approvedAt && !Number.isNaN(approvedAt.getTime()) ? (
                <Text textStyle="xs" color="fg.muted">
                  {t('pendingReviews.approvedOn', { date: formatDate(approvedAt) })}
                </Text>
              ) : null}
            </Stack>
            {reviewAction(request, teacherName)}
          </HStack>
        );
      })}
    </Stack>
  );
}
