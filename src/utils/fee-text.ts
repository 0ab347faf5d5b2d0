import { formatNumber } from '@/i18n/formatters';

/** Hourly fee in Turkish lira, the Turkish way ("₺450"); kuruş only when there are any. */
export function formatFee(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return null;
  return formatNumber(price, {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/**
 * The fees of a teacher's listings as one text: "₺300 – ₺600", or one fee when they are all the same; null when
 * none has a fee. The caller adds the unit (" / saat"), as for a single fee.
 */
export function formatFeeRange(prices: ReadonlyArray<number | null | undefined>): string | null {
  const fees = prices.filter((price): price is number => formatFee(price) !== null);
  if (fees.length === 0) return null;
  const low = formatFee(Math.min(...fees))!;
  const high = formatFee(Math.max(...fees))!;
  return low === high ? low : `${low} – ${high}`;
}
