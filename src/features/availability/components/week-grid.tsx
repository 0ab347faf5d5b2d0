import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/display/titled-section';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import type { Absence } from '@/generated/api/model';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';
import { istanbulDate } from '@/lib/availability/schedule';
import { useTeacherAvailability } from '../hooks/use-teacher-availability';
import { type WeekGridDay, weekGridOf } from '../utils/week-grid';

const HEADING_ID = 'profile-availability';

/**
 * 'Müsaitlik' on a teacher's profile: Monday to Sunday with each day's free ranges (Europe/Istanbul time, as
 * the teacher set them, whatever the browser's zone), today marked, and the absences not over yet in words.
 * A list of days, each named in text, so nothing is said by colour alone.
 */
export function WeekGridSection({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('week-grid');
  const { availability, isPending, isError, error, retry } = useTeacherAvailability(teacherId);
  // Istanbul's date when the profile opened: today's mark and which absences are still ahead.
  const [today] = useState(() => istanbulDate(Date.now()));

  return (
    <TitledSection id={HEADING_ID} title={t('title')} gap="3">
      {isError ? (
        <ListLoadFailed body={t('failed')} error={error} retryLabel={t('retry')} onRetry={retry} size="sm" />
      ) : isPending || !availability ? (
        <ListLoading label={t('loading')} rows={2} rowHeight="12" />
      ) : (
        <WeekGrid grid={weekGridOf(availability, today)} today={today} />
      )}
    </TitledSection>
  );
}

function WeekGrid({ grid, today }: { grid: ReturnType<typeof weekGridOf>; today: string }) {
  const { t } = useTranslation('week-grid');
  return (
    <Stack gap="3">
      {grid.absences.length > 0 ? <AbsenceList absences={grid.absences} today={today} /> : null}
      {grid.empty ? (
        <ListEmpty text={t('empty')} size="sm" />
      ) : (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t('lead')}
          </Text>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 7 }}
            gap="2"
            aria-labelledby={HEADING_ID}
          >
            {grid.days.map((day) => (
              <DayCell key={day.day} day={day} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function DayCell({ day }: { day: WeekGridDay }) {
  const { t } = useTranslation('week-grid');
  return (
    <Box
      as="li"
      aria-current={day.today ? 'date' : undefined}
      borderWidth={day.today ? '2px' : '1px'}
      borderColor={day.today ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      borderRadius="l2"
      p="3"
      bg={day.today ? 'colorPalette.subtle' : 'bg'}
      display="flex"
      flexDirection={{ base: 'row', lg: 'column' }}
      gap="2"
      justifyContent={{ base: 'space-between', lg: 'flex-start' }}
      alignItems={{ base: 'flex-start', lg: 'stretch' }}
    >
      <HStack gap="1.5" flexWrap="wrap">
        <Text fontWeight="semibold">{t(`days.${day.day}`)}</Text>
        {day.today ? (
          <Badge variant="solid" colorPalette="brand" size="sm">
            {t('today')}
          </Badge>
        ) : null}
        {day.away ? (
          <Badge variant="subtle" colorPalette="orange" size="sm">
            {t('away')}
          </Badge>
        ) : null}
      </HStack>
      {day.ranges.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="0.5" textAlign={{ base: 'end', lg: 'start' }}>
          {day.ranges.map((range) => (
            <Text as="li" key={range.start} fontVariantNumeric="tabular-nums" textStyle="sm">
              <time>{range.start}</time>–<time>{range.end}</time>
            </Text>
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('closed')}
        </Text>
      )}
    </Box>
  );
}

/** The absences in words: '24 Aralık – 2 Ocak tarihleri arasında izinde.' (the year only when not this one). */
function AbsenceList({ absences, today }: { absences: readonly Absence[]; today: string }) {
  const { t, i18n } = useTranslation('week-grid');
  const locale = intlLocaleFor(i18n.language);
  const withYear = absences.some((absence) => absence.to.slice(0, 4) !== today.slice(0, 4));
  const date = (value: string) =>
    formatDate(value, { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}) }, locale);
  const sentence = (absence: Absence) => {
    if (absence.from === absence.to) return t('absenceOn', { date: date(absence.from) });
    if (absence.from <= today) return t('absenceUntil', { to: date(absence.to) });
    return t('absenceBetween', { from: date(absence.from), to: date(absence.to) });
  };
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={t('absencesLabel')}>
      {absences.map((absence) => (
        <HStack
          as="li"
          key={`${absence.from}-${absence.to}`}
          gap="2"
          color="fg.warning"
          alignItems="flex-start"
        >
          <Box as="span" mt="0.5" flexShrink={0}>
            <CalendarOff size={16} aria-hidden="true" />
          </Box>
          <Text textStyle="sm" fontWeight="medium">
            {sentence(absence)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
