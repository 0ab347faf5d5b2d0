import { Box, DataList, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TitledSection } from '@/components/display/titled-section';
import { paths } from '@/config/paths';
import type { LessonRequest, WeeklyTimeRange } from '@/generated/api/model';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';
import { listingTitleOf, type RequestParty, studentOf, teacherOf } from '../utils/request-text';
import { DAY_ORDER, TIME_ORDER } from '../utils/request-form-schema';

function PartyLink({ party }: { party: RequestParty }) {
  const { t } = useTranslation('lesson-requests');
  return (
    <Link asChild colorPalette="brand" variant="underline">
      <RouterLink to={party.href}>{party.name ?? t('lists.someone', { id: party.id })}</RouterLink>
    </Link>
  );
}

/** The chosen ranges, one a line ('Cumartesi 09:00–12:30'), in Istanbul time whatever the reader's zone. */
function ChosenSlots({ slots }: { slots: readonly WeeklyTimeRange[] }) {
  const { t } = useTranslation('lesson-requests');
  return (
    <Stack gap="1">
      <Stack as="ul" listStyleType="none" gap="0.5" aria-label={t('detail.slots')}>
        {slots.map((slot) => (
          <Text as="li" key={`${slot.day}-${slot.start}`} fontVariantNumeric="tabular-nums">
            {t(`days.${slot.day}`)} <time>{slot.start}</time>–<time>{slot.end}</time>
          </Text>
        ))}
      </Stack>
      <Text textStyle="xs" color="fg.muted">
        {t('detail.istanbulTime')}
      </Text>
    </Stack>
  );
}

/** What was asked: the listing, both parties, the message and the preferred mode, days, times and start. */
export function LessonRequestDetails({ request }: { request: LessonRequest }) {
  const { t, i18n } = useTranslation('lesson-requests');
  const none = t('detail.none');
  // Shown in the week's order whatever order they were sent in.
  const days = DAY_ORDER.filter((day) => request.preferredDays?.includes(day)).map((day) => t(`days.${day}`));
  const times = TIME_ORDER.filter((time) => request.preferredTimeRanges?.includes(time)).map((time) =>
    t(`times.${time}`),
  );
  const mode = request.preferredLessonMode;
  const slots = request.preferredSlots ?? [];

  const rows = [
    {
      key: 'listing',
      label: t('detail.listing'),
      value: (
        <Link asChild colorPalette="brand" variant="underline" wordBreak="break-word">
          <RouterLink to={paths.listing.getHref(request.announcementId)}>
            {listingTitleOf(request) ?? t('lists.untitled', { id: request.announcementId })}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'student', label: t('detail.student'), value: <PartyLink party={studentOf(request)} /> },
    { key: 'teacher', label: t('detail.teacher'), value: <PartyLink party={teacherOf(request)} /> },
  ];
  const preferences = [
    { key: 'mode', label: t('detail.mode'), value: mode ? t(`modes.${mode}`) : none },
    // The teacher's ranges the student chose say the days and times exactly; the coarse ones are derived.
    ...(slots.length > 0
      ? [{ key: 'slots', label: t('detail.slots'), value: <ChosenSlots slots={slots} /> }]
      : [
          { key: 'days', label: t('detail.days'), value: days.length ? days.join(', ') : none },
          { key: 'times', label: t('detail.times'), value: times.length ? times.join(', ') : none },
        ]),
    {
      key: 'start',
      label: t('detail.startDate'),
      value: request.preferredStartDate ? (
        <time dateTime={request.preferredStartDate}>
          {formatDate(request.preferredStartDate, undefined, intlLocaleFor(i18n.language))}
        </time>
      ) : (
        none
      ),
    },
  ];

  const list = (entries: readonly { key: string; label: string; value: ReactNode }[]) => (
    <DataList.Root orientation="horizontal" gap="3">
      {entries.map((entry) => (
        <DataList.Item key={entry.key} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <DataList.ItemLabel minW="32">{entry.label}</DataList.ItemLabel>
          <DataList.ItemValue>{entry.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );

  return (
    <Stack gap="6">
      {list(rows)}
      <TitledSection id="request-message" title={t('detail.message')} size="md" gap="2">
        {/* The student's words as text (never HTML), their line breaks kept. */}
        <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {request.message?.trim() ? request.message : none}
          </Text>
        </Box>
      </TitledSection>
      <TitledSection id="request-preferences" title={t('detail.preferences')} size="md" gap="2">
        {list(preferences)}
      </TitledSection>
      {request.status === 'REJECTED' && request.rejectionReason?.trim() ? (
        <TitledSection id="request-reason" title={t('detail.rejectionReason')} size="md" gap="2">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {request.rejectionReason}
          </Text>
        </TitledSection>
      ) : null}
    </Stack>
  );
}
