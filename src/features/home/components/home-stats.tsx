import { Box, SimpleGrid, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StatLabel, StatTile, StatValue } from '@/components/display/stat-tile';
import { useDashboardCounts } from '@/hooks/use-dashboard-counts';
import { formatStat } from '../utils/format-stat';
import { LISTINGS_SECTION_ID, scrollToSection, TEACHERS_SECTION_ID } from '../utils/scroll-to-section';

/** Home page: four counters, each a link down to the section it counts. */
export function HomeStats() {
  const { t } = useTranslation('home');
  const { counts, loading } = useDashboardCounts('home');
  const items = [
    { key: 'students', value: counts.studentCount, target: LISTINGS_SECTION_ID },
    { key: 'teachers', value: counts.teacherCount, target: TEACHERS_SECTION_ID },
    { key: 'categories', value: counts.categoryCount, target: LISTINGS_SECTION_ID },
    { key: 'listings', value: counts.announcementCount, target: LISTINGS_SECTION_ID },
  ] as const;

  return (
    <Box as="section" aria-labelledby="home-stats-title">
      <VisuallyHidden asChild>
        <h2 id="home-stats-title">{t('stats.title')}</h2>
      </VisuallyHidden>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '5' }}>
        {items.map(({ key, value, target }) => (
          <li key={key}>
            <StatTile
              asChild
              textDecoration="none"
              _hover={{ borderColor: 'colorPalette.solid', shadow: 'md' }}
              focusRing="outside"
            >
              <a href={`#${target}`} onClick={(event) => scrollToSection(event, target)}>
                <Skeleton loading={loading} minW="16">
                  <StatValue>{formatStat(value)}</StatValue>
                </Skeleton>
                <StatLabel>{t(`stats.${key}`)}</StatLabel>
              </a>
            </StatTile>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
