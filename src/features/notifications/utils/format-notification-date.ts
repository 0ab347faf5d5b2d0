import { formatDate } from '@/i18n/formatters';

/** Null for a missing or unreadable date, so the item simply shows none. */
export function formatNotificationDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}
