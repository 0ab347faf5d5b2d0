import { describe, expect, it } from 'vitest';
import {
  compareTr,
  formatDate,
  formatNumber,
  formatRelativeTime,
  formatTime,
  toLowerTr,
  toUpperTr,
} from './formatters';

describe('formatters', () => {
  it('formats numbers the Turkish way', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
  });

  it('formats dates in Istanbul time, whatever the machine zone', () => {
    // 21:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatDate('2025-04-30T21:30:00Z')).toBe('1 Mayıs 2025');
  });

  it('formats times as 24-hour hh:mm in Istanbul time', () => {
    expect(formatTime('2025-05-01T06:05:00Z')).toBe('09:05');
    expect(formatTime(new Date('2025-05-01T15:00:00Z'))).toBe('18:00');
  });

  it('says how long ago in Turkish words, in the largest unit that fits', () => {
    const now = '2026-11-23T12:00:00Z';
    expect(formatRelativeTime('2026-11-23T11:57:00Z', now)).toBe('3 dakika önce');
    expect(formatRelativeTime('2026-11-23T12:00:00Z', now)).toBe('şimdi');
    expect(formatRelativeTime('2026-11-23T10:30:00Z', now)).toBe('2 saat önce');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now)).toBe('dün');
    expect(formatRelativeTime('2026-11-20T12:00:00Z', now)).toBe('3 gün önce');
    expect(formatRelativeTime('2026-11-09T12:00:00Z', now)).toBe('2 hafta önce');
    expect(formatRelativeTime('2026-08-20T12:00:00Z', now)).toBe('3 ay önce');
    expect(formatRelativeTime('2026-11-23T11:57:00Z', now, 'en-GB')).toBe('3 minutes ago');
  });

  it('sorts with Turkish collation', () => {
    const words = ['Zeynep', 'Çağla', 'Ömer', 'Cem', 'Şule', 'Selin', 'İlker', 'Irmak'];
    expect([...words].sort(compareTr)).toEqual([
      'Cem',
      'Çağla',
      'Irmak',
      'İlker',
      'Ömer',
      'Selin',
      'Şule',
      'Zeynep',
    ]);
  });

  it('changes case with Turkish rules', () => {
    expect(toLowerTr('IĞDIR İZMİR')).toBe('ığdır izmir');
    expect(toUpperTr('istanbul ılgaz')).toBe('İSTANBUL ILGAZ');
  });
});
