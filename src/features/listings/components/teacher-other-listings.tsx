import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetAnnouncementsByTeacher } from '@/generated/api/announcements/announcements';
import { AnnouncementCard } from './announcement-card';
import { GRID_COLUMNS, ListingsError, ListingsLoading } from './listings-states';

/** The teacher's other listings (their first page, without the one on screen). */
export function TeacherOtherListings({ teacherId, currentId }: { teacherId: number; currentId: number }) {
  const { t } = useTranslation('listings');
  const query = useGetAnnouncementsByTeacher(teacherId);
  const others = (query.data?.data.content ?? []).filter((listing) => listing.id !== currentId);

  return (
    <Stack as="section" aria-labelledby="other-listings" gap="4">
      <Heading as="h2" size="lg" id="other-listings">
        {t('detail.otherListings')}
      </Heading>
      {query.isError ? (
        <ListingsError onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ListingsLoading />
      ) : others.length === 0 ? (
        <Text color="fg.muted">{t('detail.noOtherListings')}</Text>
      ) : (
        <SimpleGrid
          as="ul"
          aria-label={t('detail.otherListings')}
          columns={GRID_COLUMNS}
          gap="5"
          listStyleType="none"
        >
          {others.map((listing) => (
            <li key={listing.id}>
              <AnnouncementCard listing={listing} headingLevel="h3" />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
