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
