import { describe, expect, it } from 'vitest';
import { compareTr, formatDate, formatNumber, formatTime, toLowerTr, toUpperTr } from './formatters';

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
