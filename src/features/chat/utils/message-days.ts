import { APP_TIME_ZONE, formatDate } from '@/i18n/formatters';

const DAY_MS = 24 * 60 * 60 * 1000;

// One formatter for every message of a long room: building one per call costs more than the formatting.
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Istanbul time, as a sortable key ('2026-11-12'); '' when unreadable. */
export function dayKey(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dayKeyFormat.format(date);
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** 'Bugün', 'Dün' or the full date ('12 Kasım 2026'), by the Istanbul calendar, relative to `now`. */
export function dayLabel(timestamp: string, now: Date = new Date()): DayLabel {
  const key = dayKey(timestamp);
  if (key === dayKey(now)) return { kind: 'today' };
  // Türkiye keeps one offset all year, so the day before is exactly 24 hours back.
  if (key === dayKey(now.getTime() - DAY_MS)) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDate(timestamp) };
}
