import { Box, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingCount } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';

const STARS = [5, 4, 3, 2, 1] as const;

/** Five counts, 5 stars first, whatever order (or gaps) the server sent; counts that are not numbers read 0. */
export function distributionRows(counts: readonly RatingCount[] | null | undefined) {
  return STARS.map((stars) => {
    const count = counts?.find((entry) => entry.stars === stars)?.count;
    return { stars, count: Number.isFinite(count) && count! > 0 ? Math.floor(count!) : 0 };
  });
}

/**
 * How many reviews gave 5★ … 1★, as bars whose length is the share of all reviews. For a screen reader it
 * is a list of numbers ('5 yıldız: 12 değerlendirme'); the stars, bars and counts drawn are hidden from it.
 */
export function RatingDistribution({ counts }: { counts: readonly RatingCount[] | null | undefined }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const rows = distributionRows(counts);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;

  return (
    <Box maxW="md" width="full">
      <Text id={titleId} fontWeight="semibold" mb="2">
        {t('reviews.distribution.title')}
      </Text>
      <Box as="ul" listStyleType="none" aria-labelledby={titleId} display="grid" gap="1.5">
        {rows.map(({ stars, count }) => (
          <li key={stars}>
            <VisuallyHidden>
              {t('reviews.distribution.row', { count, stars, n: formatNumber(count) })}
            </VisuallyHidden>
            <Grid aria-hidden="true" templateColumns="3rem 1fr 3rem" alignItems="center" gap="2">
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {t('reviews.distribution.stars', { stars })}
              </Text>
              <Box height="2.5" bg="bg.emphasized" rounded="full" overflow="hidden">
                <Box height="full" bg="orange.solid" rounded="full" width={`${(count / total) * 100}%`} />
              </Box>
              <Text fontSize="sm" textAlign="end">
                {formatNumber(count)}
              </Text>
            </Grid>
          </li>
        ))}
      </Box>
    </Box>
  );
}
