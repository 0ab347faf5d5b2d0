import { SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/display/page-section';
import { StatLabel, StatTile, StatValue } from '@/components/display/stat-tile';
import { ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import { type TeacherFigure, useTeacherStats } from '../hooks/use-teacher-stats';

const STAT_COLUMNS = { base: 2, md: 3, lg: 5 };

/** What a figure says under its label: why it is empty, or what the response rate measures. */
function hintKey({ key, value }: TeacherFigure) {
  if (key === 'averageRating' && value === null) return 'stats.noRating' as const;
  if (key === 'responseRate')
    return value === null ? ('stats.noResponseRate' as const) : 'stats.responseRateHint';
  return null;
}

/** The teacher's key figures (GET /v1/teacher/stats) as tiles; a figure the server has none for reads '—'. */
export function TeacherStats() {
  const { t } = useTranslation('dashboards-teacher');
  const { figures, isPending, error, retry } = useTeacherStats();

  return (
    <PageSection id="teacher-stats" title={t('stats.title')}>
      {figures ? (
        <SimpleGrid as="ul" listStyleType="none" columns={STAT_COLUMNS} gap="3">
          {figures.map((figure, index) => {
            const hint = hintKey(figure);
            // Two tiles a row on a phone: the fifth (the response rate, with its longer note) takes a whole row.
            const last = index === figures.length - 1;
            return (
              <StatTile
                as="li"
                key={figure.key}
                justifyContent="flex-start"
                p={{ base: '3', md: '4' }}
                gridColumn={last ? { base: 'span 2', md: 'auto' } : undefined}
              >
                <StatValue>{figure.value ?? '—'}</StatValue>
                <StatLabel fontSize={{ base: 'sm', md: 'md' }}>{t(`stats.${figure.key}`)}</StatLabel>
                {hint ? (
                  <Text color="fg.muted" textStyle="xs">
                    {t(hint)}
                  </Text>
                ) : null}
              </StatTile>
            );
          })}
        </SimpleGrid>
      ) : null}
      {isPending ? (
        <ListLoading label={t('stats.loading')} rows={5} rowHeight="28" columns={STAT_COLUMNS} />
      ) : null}
      {error && !figures ? (
        <ListLoadFailed size="sm" error={error} retryLabel={t('stats.retry')} onRetry={retry} />
      ) : null}
    </PageSection>
  );
}
