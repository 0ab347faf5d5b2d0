import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LessonRequest, LessonRequestStatus } from '@/generated/api/model';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const ENDED: Record<
  Exclude<LessonRequestStatus, 'PENDING'>,
  'approved' | 'rejected' | 'cancelled' | 'expired'
> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/**
 * Sent (createdAt), then either the answer, the withdrawal or the expiry (updatedAt), or, while pending,
 * 'Yanıt bekleniyor' with the day it expires (a pending request expires 7 days after it was sent).
 */
export function LessonRequestTimeline({ request }: { request: LessonRequest }) {
  const { t, i18n } = useTranslation('lesson-requests');
  const locale = intlLocaleFor(i18n.language);
  const when = (value: string) => <time dateTime={value}>{formatDate(value, DATE_TIME, locale)}</time>;

  const steps = [
    { key: 'sent', title: t('detail.sent'), detail: when(request.createdAt), done: true },
    request.status === 'PENDING'
      ? {
          key: 'waiting',
          title: t('detail.waiting'),
          detail: request.expiresAt ? (
            <time dateTime={request.expiresAt}>
              {t('detail.expiresAt', { date: formatDate(request.expiresAt, DATE_TIME, locale) })}
            </time>
          ) : null,
          done: false,
        }
      : {
          key: 'ended',
          title: t(`detail.${ENDED[request.status]}`),
          detail: request.updatedAt ? when(request.updatedAt) : null,
          done: true,
        },
  ];

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
          <Text fontWeight="semibold">{step.title}</Text>
          {step.detail ? (
            <Text textStyle="sm" color="fg.muted">
              {step.detail}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
