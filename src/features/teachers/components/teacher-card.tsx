import { Avatar, Button, Card, Heading, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Book, type LucideIcon, MapPin, Monitor, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PreferredLessonMode, type Teacher } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';
import { locationRow } from '@/lib/people/location-text';
import { BAND_COLOR, formatRating, ratingBand } from '@/lib/people/rating-band';
import { LabelIcon } from '@/components/display/label-icon';
import { formatFee } from '@/utils/fee-text';

/** The glyph of each lesson mode a card names; a mode not listed here (a newer server's) is not shown. */
const MODE_ICONS: Record<PreferredLessonMode, LucideIcon> = {
  [PreferredLessonMode.ONLINE]: Monitor,
  [PreferredLessonMode.IN_PERSON]: Users,
};
const isKnownMode = (mode: string): mode is PreferredLessonMode => Object.hasOwn(MODE_ICONS, mode);

/**
 * The teacher card: photo or initials, name, rating band, review count above 0, the location rule, completed
 * lessons, the fee the teacher starts from and the lesson modes they offer (both from their listings, left out
 * when the server does not send them), and the profile link. `action` is another feature's control under the link (the route fills it, e.g.
 * the saved-teachers heart), since features do not import each other.
 */
export function TeacherCard({ teacher, action }: { teacher: Teacher; action?: ReactNode }) {
  const { t } = useTranslation('teachers');
  const { t: tl } = useTranslation('listings');
  const name = fullName(teacher.name, teacher.surName);
  const rating = formatRating(teacher.averageRating);
  const band = ratingBand(teacher.averageRating);
  const location = locationRow(teacher.location);
  const fee = formatFee(teacher.minPrice);
  const modes = (teacher.lessonModes ?? []).filter(isKnownMode);

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
          {modes.length > 0 ? (
            <HStack as="ul" gap="3" listStyleType="none" aria-label={t('card.modesLabel')}>
              {modes.map((mode) => (
                <HStack as="li" key={mode} gap="1.5" data-mode={mode}>
                  <LabelIcon icon={MODE_ICONS[mode]} />
                  {/* The listing's own words for the mode, so a card and a listing never name it twice over. */}
                  <Text>{tl(`lessonMode.${mode}`)}</Text>
                </HStack>
              ))}
            </HStack>
          ) : null}
        </Stack>
        {fee ? <Text fontWeight="semibold">{t('card.feeFrom', { fee })}</Text> : null}
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
