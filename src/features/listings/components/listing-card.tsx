import { Badge, Card, Heading, HStack, LinkOverlay, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { fullName } from '@/lib/people/full-name';
import { locationRowOf } from '@/lib/people/location-text';
import { formatFee } from '@/utils/fee-text';
import { BookIcon, MonitorIcon, PinIcon, UserIcon } from './listing-icons';

/** One listing (home carousel, /courses, a teacher's other listings); the title links to /courses/{id}. */
interface ListingCardProps {
  listing: Announcement;
  /** The title's level under the page's own headings (h2 under an h1, h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3';
}

export function ListingCard({ listing, headingLevel = 'h3' }: ListingCardProps) {
  const { t } = useTranslation('listings');
  const fee = formatFee(listing.price);
  const teacher = fullName(listing.teacherName, listing.teacherSurname);
  const category = listing.categoryResponse?.name ?? '';
  // The compact card names the city only, and only when the location rule knows it; the detail page says
  // 'Konum bilgisi yok'.
  const city = locationRowOf(listing.city, null);

  return (
    <Card.Root
      as="article"
      position="relative"
      height="full"
      width="full"
      variant="outline"
      bg="bg.panel"
      _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}
    >
      <Card.Body gap="3">
        {category ? (
          <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start" gap="1.5">
            <BookIcon boxSize="3.5" aria-hidden />
            {category}
          </Badge>
        ) : null}
        <Heading as={headingLevel} size="md" lineClamp={2}>
          <LinkOverlay asChild>
            <RouterLink to={paths.listing.getHref(listing.id)}>{listing.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Stack gap="1.5" fontSize="sm" color="fg.muted">
          {teacher ? (
            <Row icon={<UserIcon boxSize="4" aria-hidden />} label={t('card.teacher')} text={teacher} />
          ) : null}
          {listing.lessonMode ? (
            <Row
              icon={<MonitorIcon boxSize="4" aria-hidden />}
              label={t('card.mode')}
              text={t(`lessonMode.${listing.lessonMode}`)}
            />
          ) : null}
          {city.kind === 'known' ? (
            <Row icon={<PinIcon boxSize="4" aria-hidden />} label={t('card.city')} text={city.text} />
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer>
        {fee ? (
          <Text fontWeight="bold" fontSize="lg">
            <VisuallyHidden>{t('card.fee')} </VisuallyHidden>
            {fee}
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              {t('card.perHour')}
            </Text>
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('card.noFee')}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

function Row({ icon, label, text }: { icon: ReactNode; label: string; text: string }) {
  return (
    <HStack gap="1.5">
      {icon}
      <VisuallyHidden>{label}: </VisuallyHidden>
      <Text lineClamp={1}>{text}</Text>
    </HStack>
  );
}
