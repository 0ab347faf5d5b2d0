import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/generated/api/model';
import { formatFee, locationText, teacherName } from './listing-text';

describe('formatFee', () => {
  it('formats TRY the Turkish way', () => {
    expect(formatFee(450)).toBe('₺450');
    expect(formatFee(1250.5)).toBe('₺1.250,50');
  });

  it('has nothing to show without a fee', () => {
    expect(formatFee(null)).toBeNull();
    expect(formatFee(undefined)).toBeNull();
  });
});

describe('teacherName', () => {
  it('joins the parts that exist', () => {
    const base = { id: 1, title: 'x', categoryResponse: { id: 1, name: 'y' } };
    expect(teacherName({ ...base, teacherName: 'Zeynep', teacherSurname: 'Çelik' })).toBe('Zeynep Çelik');
    expect(teacherName({ ...base, teacherName: 'Zeynep', teacherSurname: null })).toBe('Zeynep');
    expect(teacherName(base as Announcement)).toBe('');
  });
});

describe('locationText', () => {
  it('joins city and district, or has nothing', () => {
    expect(locationText({ city: 'İstanbul', district: 'Kadıköy' })).toBe('İstanbul / Kadıköy');
    expect(locationText({ city: 'Ankara', district: null })).toBe('Ankara');
    expect(locationText({ city: ' ', district: undefined })).toBeNull();
  });
});
