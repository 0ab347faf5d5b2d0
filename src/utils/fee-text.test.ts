import { describe, expect, it } from 'vitest';
import { formatFee, formatFeeRange } from './fee-text';

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

describe('formatFeeRange', () => {
  it('spans the cheapest to the dearest fee, in any order', () => {
    expect(formatFeeRange([600, 300, 450])).toBe('₺300 – ₺600');
    expect(formatFeeRange([1150, 550])).toBe('₺550 – ₺1.150');
  });

  it('says one fee when they are all the same', () => {
    expect(formatFeeRange([600, 600])).toBe('₺600');
    expect(formatFeeRange([450])).toBe('₺450');
  });

  it('skips listings without a fee and has nothing to show without any', () => {
    expect(formatFeeRange([null, 500, undefined, Number.NaN])).toBe('₺500');
    expect(formatFeeRange([])).toBeNull();
    expect(formatFeeRange([null, undefined])).toBeNull();
  });
});
