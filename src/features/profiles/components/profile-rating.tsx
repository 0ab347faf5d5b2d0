import { HStack, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/formatters';
import { BAND_COLOR, formatRating, ratingBand } from '@/lib/people/rating-band';

interface ProfileRatingProps {
  averageRating: number | null | undefined;
  totalReviews: number | undefined;
}

/** The teacher card's rating rule at profile size: one decimal, a star in the band's colour, 'Puan yok'. */
export function ProfileRating({ averageRating, totalReviews = 0 }: ProfileRatingProps) {
  const { t } = useTranslation('profile');
  const rating = formatRating(averageRating);
  const band = ratingBand(averageRating);

  return (
    <HStack gap="2" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }} data-band={band}>
      <Icon asChild boxSize="5" color={BAND_COLOR[band]} aria-hidden>
        <Star fill="currentColor" />
      </Icon>
      {rating === null ? (
        <Text color="fg.muted">{t('rating.none')}</Text>
      ) : (
        <Text fontSize="lg" fontWeight="bold">
          <VisuallyHidden>{`${t('rating.label')}: `}</VisuallyHidden>
          {rating}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
            {t('rating.outOf')}
          </Text>
        </Text>
      )}
      {totalReviews > 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('rating.reviews', { count: totalReviews, n: formatNumber(totalReviews) })}
        </Text>
      ) : null}
    </HStack>
  );
}
