import { Badge, Box, Card, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/generated/api/model';
import { useListingShare } from '../hooks/use-listing-share';
import { ListingActions } from './listing-actions';
import { ListingFacts } from './listing-facts';
import { ListingTeacher } from './listing-teacher';
import { ListingsLayout } from './listings-layout';
import { TeacherOtherListings } from './teacher-other-listings';
import { TitledSection } from '@/components/display/titled-section';

/** A loaded listing: its facts and description beside the teacher and the actions, then their other listings. */
export function ListingView({ listing }: { listing: Announcement }) {
  const { t } = useTranslation('listings');
  const category = listing.categoryResponse?.name;
  const description = listing.description?.trim();
  const share = useListingShare(listing);

  return (
    <ListingsLayout title={listing.title} meta={share}>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
        <Stack gap="6" order={{ base: 2, lg: 1 }}>
          {category ? (
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
              {category}
            </Badge>
          ) : null}
          <ListingFacts listing={listing} />
          <TitledSection id="listing-description" title={t('detail.description')} gap="2">
            {/* Plain text only: what a teacher typed is never read as HTML. */}
            <Text whiteSpace="pre-line" color={description ? 'fg' : 'fg.muted'}>
              {description || t('detail.noDescription')}
            </Text>
          </TitledSection>
        </Stack>
        <Card.Root variant="outline" bg="bg.panel" order={{ base: 1, lg: 2 }}>
          <Card.Body gap="5">
            <ListingTeacher listing={listing} />
            <ListingActions listing={listing} />
          </Card.Body>
        </Card.Root>
      </Grid>
      {listing.teacherId != null ? (
        <Box>
          <TeacherOtherListings teacherId={listing.teacherId} currentId={listing.id} />
        </Box>
      ) : null}
    </ListingsLayout>
  );
}
