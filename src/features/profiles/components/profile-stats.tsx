import { Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';

/** Completed lessons, years of experience and number of reviews: three figures side by side. */
export function ProfileStats({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const experience = profile.experience;
  const years =
    experience === null || experience === undefined
      ? t('stats.notGiven')
      : experience < 1
        ? t('stats.lessThanYear')
        : t('stats.years', { count: experience, n: formatNumber(experience) });
  const figures = [
    { key: 'lessons', label: t('stats.lessons'), value: formatNumber(profile.completedLessons ?? 0) },
    { key: 'experience', label: t('stats.experience'), value: years },
    { key: 'reviews', label: t('stats.reviews'), value: formatNumber(profile.totalReviews ?? 0) },
  ];

  return (
    <section aria-labelledby="profile-stats">
      <Heading as="h2" id="profile-stats" srOnly>
        {t('stats.title')}
      </Heading>
      {/* On a phone each figure is a row (label left, value right): three columns leave the labels no room. */}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '2', md: '4' }}>
        {figures.map((figure) => (
          <Stat.Root
            key={figure.key}
            borderWidth="1px"
            rounded="l3"
            bg="bg.panel"
            px={{ base: '4', md: '5' }}
            py={{ base: '2.5', md: '4' }}
            gap="1"
            flexDirection={{ base: 'row', sm: 'column' }}
            justifyContent={{ base: 'space-between', sm: 'flex-start' }}
            alignItems={{ base: 'center', sm: 'flex-start' }}
          >
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: 'lg', md: '2xl' }}>{figure.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </section>
  );
}
