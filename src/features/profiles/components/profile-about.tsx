import { HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/generated/api/model';
import { TitledSection } from '@/components/display/titled-section';

/** Biography and subjects. Both are the teacher's own words: plain text, never read as HTML. */
export function ProfileAbout({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const biography = profile.biography?.trim();
  const subjects = (profile.subjects ?? []).filter((subject) => subject.name?.trim());

  return (
    <Stack gap="8">
      <TitledSection id="profile-about" title={t('about.title')}>
        <Text whiteSpace="pre-line" overflowWrap="anywhere" color={biography ? 'fg' : 'fg.muted'}>
          {biography || t('about.empty')}
        </Text>
      </TitledSection>
      <TitledSection id="profile-subjects" title={t('about.subjects')}>
        {subjects.length > 0 ? (
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-labelledby="profile-subjects">
            {subjects.map((subject) => (
              <li key={subject.id}>
                <Tag.Root size="lg" colorPalette="brand" variant="subtle">
                  <Tag.Label>{subject.name}</Tag.Label>
                </Tag.Root>
              </li>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">{t('about.noSubjects')}</Text>
        )}
      </TitledSection>
    </Stack>
  );
}
