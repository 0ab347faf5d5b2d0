// Spec and STYLE: dates in Turkish, in Istanbul time, whatever the browser's own zone.
const formatter = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** Null for a missing or unreadable date, so the item simply shows none. */
export function formatNotificationDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatter.format(date);
}
