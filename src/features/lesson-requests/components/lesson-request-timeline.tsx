import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonRequest } from '@/generated/api/model';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';
import { lessonStage } from '../utils/lesson-stage';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

interface Step {
  key: string;
  title: string;
  detail: ReactNode;
  done: boolean;
}

/**
 * Every step of a request in order: sent; then, while pending, 'Yanıt bekleniyor' with the day it expires, or
 * the answer, the withdrawal or the expiry; after an approval the first lesson (its Istanbul date and time, or
 * that none is set yet), whether it was held (or why not) and, after a held lesson, the review. A step still
 * ahead is drawn hollow.
 */
export function LessonRequestTimeline({ request }: { request: LessonRequest }) {
  const { t, i18n } = useTranslation('lesson-requests');
  const locale = intlLocaleFor(i18n.language);
  const at = (value: string) => formatDate(value, DATE_TIME, locale);
  const when = (value: string | null | undefined) =>
    value ? <time dateTime={value}>{at(value)}</time> : null;
  const stage = lessonStage(request);

  const steps: Step[] = [
    { key: 'sent', title: t('detail.sent'), detail: when(request.createdAt), done: true },
  ];
  if (request.status === 'PENDING') {
    steps.push({
      key: 'waiting',
      title: t('detail.waiting'),
      detail: request.expiresAt ? (
        <time dateTime={request.expiresAt}>{t('detail.expiresAt', { date: at(request.expiresAt) })}</time>
      ) : null,
      done: false,
    });
  } else if (stage === 'closed') {
    const ended = ({ REJECTED: 'rejected', CANCELLED: 'cancelled', EXPIRED: 'expired' } as const)[
      request.status as 'REJECTED' | 'CANCELLED' | 'EXPIRED'
    ];
    steps.push({ key: 'ended', title: t(`detail.${ended}`), detail: when(request.updatedAt), done: true });
  } else {
    steps.push({
      key: 'approved',
      title: t('detail.approved'),
      detail: when(request.approvedAt ?? (request.status === 'APPROVED' ? request.updatedAt : null)),
      done: true,
    });
    steps.push(
      request.firstLessonAt
        ? {
            key: 'first-lesson',
            title: t('timeline.firstLessonOn', { date: at(request.firstLessonAt) }),
            detail: <Text as="span">{t('detail.istanbulTime')}</Text>,
            done: stage !== 'scheduled',
          }
        : { key: 'first-lesson', title: t('timeline.noFirstLesson'), detail: null, done: false },
    );
    const reason = request.notHeldReason ? t(`notHeld.reasons.${request.notHeldReason}`) : null;
    if (request.status === 'COMPLETED') {
      steps.push({
        key: 'outcome',
        title: t('timeline.held'),
        detail: when(request.lessonMarkedAt),
        done: true,
      });
    } else if (request.status === 'NO_SHOW') {
      steps.push({
        key: 'outcome',
        title: reason ? t('timeline.notHeldBecause', { reason }) : t('timeline.notHeld'),
        detail: (
          <>
            {when(request.lessonMarkedAt)}
            {request.notHeldNote ? (
              <Text as="span" display="block" whiteSpace="pre-wrap">
                {request.notHeldNote}
              </Text>
            ) : null}
          </>
        ),
        done: true,
      });
    } else {
      steps.push({
        key: 'outcome',
        title: stage === 'due' ? t('timeline.markNow') : t('timeline.outcomeAhead'),
        detail: null,
        done: false,
      });
    }
    if (request.status !== 'NO_SHOW') {
      steps.push(
        request.reviewId != null
          ? { key: 'reviewed', title: t('timeline.reviewed'), detail: when(request.reviewedAt), done: true }
          : { key: 'reviewed', title: t('timeline.reviewAhead'), detail: null, done: false },
      );
    }
  }

  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={t('detail.timeline')}>
      {steps.map((step, index) => (
        <Box as="li" key={step.key} position="relative" ps="7" pb={index < steps.length - 1 ? '4' : '0'}>
          <Box
            aria-hidden="true"
            position="absolute"
            insetStart="1"
            top="1.5"
            boxSize="3"
            borderRadius="full"
            borderWidth="2px"
            borderColor="brand.solid"
            bg={step.done ? 'brand.solid' : 'bg'}
          />
          {index < steps.length - 1 ? (
            <Box
              aria-hidden="true"
              position="absolute"
              insetStart="2.5"
              top="5"
              bottom="0"
              borderStartWidth="2px"
            />
          ) : null}
          <Text fontWeight="semibold" wordBreak="break-word">
            {step.title}
          </Text>
          {step.detail ? (
            <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
              {step.detail}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
