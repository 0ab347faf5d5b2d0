import { formatNumber } from '@/i18n/formatters';

const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * A million or more shows one decimal and 'M+', a thousand or more one decimal and 'K+',
 * anything else the number and '+'. Decimals are cut, not rounded: "999,9K+" for 999 999 keeps the '+'
 * honest, where rounding would claim "1.000,0K+". Numbers read the Turkish way (decimal comma).
 */
export function formatStat(value: number): string {
  const n = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  if (n >= 1_000_000) return `${formatNumber(Math.floor(n / 100_000) / 10, ONE_DECIMAL)}M+`;
  if (n >= 1_000) return `${formatNumber(Math.floor(n / 100) / 10, ONE_DECIMAL)}K+`;
  return `${formatNumber(n)}+`;
}
