import { describe, expect, it } from 'vitest';
import { formatStat } from './format-stat';

describe('formatStat', () => {
  it('shows small numbers with a plus', () => {
    expect(formatStat(0)).toBe('0+');
    expect(formatStat(7)).toBe('7+');
    expect(formatStat(999)).toBe('999+');
  });

  it('shows thousands with one decimal and K+', () => {
    expect(formatStat(1000)).toBe('1,0K+');
    expect(formatStat(1500)).toBe('1,5K+');
    expect(formatStat(12_345)).toBe('12,3K+');
    // Cut, not rounded: never more than there is.
    expect(formatStat(999_999)).toBe('999,9K+');
  });

  it('shows millions with one decimal and M+', () => {
    expect(formatStat(1_000_000)).toBe('1,0M+');
    expect(formatStat(1_500_000)).toBe('1,5M+');
    expect(formatStat(2_099_999)).toBe('2,0M+');
  });

  it('treats missing or odd values as 0', () => {
    expect(formatStat(Number.NaN)).toBe('0+');
    expect(formatStat(-5)).toBe('0+');
  });
});
