import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/formatters';
import { useAboutCounts } from '../hooks/use-about-counts';
import { PageSection } from './page-section';

/** Four live counters with a '+' suffix (/about). */
export function AboutCounters() {
  const { t } = useTranslation('static-about');
  const counts = useAboutCounts();
  const items = [
    { key: 'teachers', value: counts.teacherCount },
    { key: 'students', value: counts.studentCount },
    { key: 'categories', value: counts.categoryCount },
    { key: 'listings', value: counts.announcementCount },
  ] as const;

  return (
    <PageSection title={t('counters.title')}>
      {/* A description list: each number is read together with what it counts. */}
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
        {items.map(({ key, value }) => (
          <Box
            key={key}
            borderWidth="1px"
            borderColor="border"
            bg="bg.subtle"
            rounded="lg"
            p={{ base: '4', md: '6' }}
            textAlign="center"
            display="flex"
            flexDirection="column-reverse"
            gap="1"
          >
            <Text as="dt" color="fg.muted" fontWeight="medium">
              {t(`counters.${key}`)}
            </Text>
            <Text
              as="dd"
              fontSize={{ base: '2xl', md: '4xl' }}
              fontWeight="bold"
              colorPalette="brand"
              color="colorPalette.fg"
            >
              {t('counters.value', { value: formatNumber(value) })}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
