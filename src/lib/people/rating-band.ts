import { formatNumber } from '@/i18n/formatters';

export type RatingBand = 'green' | 'yellow' | 'orange' | 'red' | 'gray';

// Icon colours per band; the number beside it stays in the text colour, so contrast never depends on them.
export const BAND_COLOR: Record<RatingBand, string> = {
  green: 'green.500',
  yellow: 'yellow.500',
  orange: 'orange.500',
  red: 'red.500',
  gray: 'gray.400',
};

const hasRating = (rating: number | null | undefined): rating is number =>
  typeof rating === 'number' && Number.isFinite(rating);

/** Green at 4.5 or higher, yellow at 3.5, orange at 2.5, red below, grey when missing. */
export function ratingBand(rating: number | null | undefined): RatingBand {
  if (!hasRating(rating)) return 'gray';
  if (rating >= 4.5) return 'green';
  if (rating >= 3.5) return 'yellow';
  if (rating >= 2.5) return 'orange';
  return 'red';
}

/** One decimal in Turkish notation ('4,8'), or null when there is no rating (the card says 'Puan yok'). */
export function formatRating(rating: number | null | undefined): string | null {
  if (!hasRating(rating)) return null;
  return formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
