import { describe, expect, it } from 'vitest';
import { formatFee } from './fee-text';

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
