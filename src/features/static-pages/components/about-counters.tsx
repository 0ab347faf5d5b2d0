import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StatLabel, StatTile, StatValue } from '@/components/display/stat-tile';
import { useDashboardCounts } from '@/hooks/use-dashboard-counts';
import { formatNumber } from '@/i18n/formatters';
import { StaticPageSection } from './static-page-section';

/** Four live counters with a '+' suffix (/about). */
export function AboutCounters() {
  const { t } = useTranslation('static-about');
  const { counts } = useDashboardCounts('about');
  const items = [
    { key: 'teachers', value: counts.teacherCount },
    { key: 'students', value: counts.studentCount },
    { key: 'categories', value: counts.categoryCount },
    { key: 'listings', value: counts.announcementCount },
  ] as const;

  return (
    <StaticPageSection title={t('counters.title')}>
      {/* A description list: each number is read together with what it counts. */}
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
        {items.map(({ key, value }) => (
          // The label comes first for screen readers (dt before dd) and is shown under the number.
          <StatTile key={key} flexDirection="column-reverse">
            <StatLabel as="dt">{t(`counters.${key}`)}</StatLabel>
            <StatValue as="dd">{t('counters.value', { value: formatNumber(value) })}</StatValue>
          </StatTile>
        ))}
      </SimpleGrid>
    </StaticPageSection>
  );
}
