import { Avatar, Button, Card, Heading, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Book, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Teacher } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';
import { locationRow } from '@/lib/people/location-text';
import { BAND_COLOR, formatRating, ratingBand } from '@/lib/people/rating-band';
import { LabelIcon } from '@/components/display/label-icon';

/**
 * The teacher card: photo or initials, name, rating band, review count above 0, the location rule, completed
 * lessons and the profile link. `action` is another feature's control under the link (the route fills it, e.g.
 * the saved-teachers heart), since features do not import each other.
 */
export function TeacherCard({ teacher, action }: { teacher: Teacher; action?: ReactNode }) {
  const { t } = useTranslation('teachers');
  const name = fullName(teacher.name, teacher.surName);
  const rating = formatRating(teacher.averageRating);
  const band = ratingBand(teacher.averageRating);
  const location = locationRow(teacher.location);

  return (
    <Card.Root as="article" height="full" variant="outline" bg="bg.panel">
      <Card.Body gap="3" alignItems="center" textAlign="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback>{initials(teacher.name, teacher.surName)}</Avatar.Fallback>
          {teacher.profileImage ? (
            <Avatar.Image src={teacher.profileImage} alt={t('card.photoAlt', { name })} />
          ) : null}
        </Avatar.Root>
        <Heading as="h3" size="md" lineClamp={2}>
          {name}
        </Heading>
        <HStack gap="1.5" justify="center" data-band={band}>
          {/* Filled as well as outlined, like the solid star it replaced. */}
          <Icon asChild boxSize="4" color={BAND_COLOR[band]} aria-hidden>
            <Star fill="currentColor" />
          </Icon>
          {rating === null ? (
            <Text color="fg.muted">{t('card.noRating')}</Text>
          ) : (
            <Text fontWeight="semibold">
              <VisuallyHidden>{t('card.ratingLabel')} </VisuallyHidden>
              {rating}
            </Text>
          )}
          {teacher.totalReviews > 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <span aria-hidden="true">
                {t('card.reviewCount', { n: formatNumber(teacher.totalReviews) })}
              </span>
              <VisuallyHidden>
                {t('card.reviewCountLabel', { n: formatNumber(teacher.totalReviews) })}
              </VisuallyHidden>
            </Text>
          ) : null}
        </HStack>
        <Stack gap="1" fontSize="sm" color="fg.muted" align="center">
          {location.kind === 'hidden' ? null : (
            <HStack gap="1.5">
              <LabelIcon icon={MapPin} />
              <VisuallyHidden>{t('card.locationLabel')}: </VisuallyHidden>
              <Text>{location.kind === 'known' ? location.text : t('card.noLocation')}</Text>
            </HStack>
          )}
          <HStack gap="1.5">
            <LabelIcon icon={Book} />
            <Text>{t('card.lessons', { n: formatNumber(teacher.completedLessons ?? 0) })}</Text>
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="center" flexDirection="column" alignItems="stretch" gap="2">
        <Button asChild colorPalette="brand" size="sm" width="full">
          <RouterLink to={paths.profileById.getHref(teacher.id)}>{t('card.viewProfile')}</RouterLink>
        </Button>
        {action}
      </Card.Footer>
    </Card.Root>
  );
}
