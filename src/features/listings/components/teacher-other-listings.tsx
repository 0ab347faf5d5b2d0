import { SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetAnnouncementsByTeacher } from '@/generated/api/announcements/announcements';
import { ListingCard } from './listing-card';
import { GRID_COLUMNS, ListingsError, ListingsLoading } from './listings-states';
import { TitledSection } from '@/components/display/titled-section';

interface TeacherOtherListingsProps {
  teacherId: number;
  /** The listing on screen, left out of the list; none on a teacher's profile, which shows them all. */
  currentId?: number;
  /** Section heading and empty text, for screens other than a listing's page (a profile names its own). */
  heading?: string;
  emptyText?: string;
}

/** The teacher's listings (their first page), without the one on screen. */
export function TeacherOtherListings({
  teacherId,
  currentId,
  heading,
  emptyText,
}: TeacherOtherListingsProps) {
  const { t } = useTranslation('listings');
  const query = useGetAnnouncementsByTeacher(teacherId);
  const others = (query.data?.data?.content ?? []).filter((listing) => listing.id !== currentId);
  const title = heading ?? t('detail.otherListings');

  return (
    <TitledSection id="other-listings" title={title} gap="4">
      {query.isError ? (
        <ListingsError onRetry={() => void query.refetch()} error={query.error} />
      ) : query.isPending ? (
        <ListingsLoading />
      ) : others.length === 0 ? (
        <Text color="fg.muted">{emptyText ?? t('detail.noOtherListings')}</Text>
      ) : (
        <SimpleGrid as="ul" aria-label={title} columns={GRID_COLUMNS} gap="5" listStyleType="none">
          {others.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} headingLevel="h3" />
            </li>
          ))}
        </SimpleGrid>
      )}
    </TitledSection>
  );
}
