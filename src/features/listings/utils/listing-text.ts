import type { Announcement } from '@/generated/api/model';
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

/** "Ad Soyad" of the listing's teacher; empty when the server sent neither. */
export function teacherName(listing: Announcement): string {
  return [listing.teacherName, listing.teacherSurname].filter(Boolean).join(' ').trim();
}

/** "İl / İlçe", whichever parts exist; null when neither (the page then says 'Konum bilgisi yok'). */
export function locationText(listing: Pick<Announcement, 'city' | 'district'>): string | null {
  const parts = [listing.city, listing.district].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' / ') : null;
}
