import { describe, expect, it } from 'vitest';
import { formatRating, ratingBand } from './rating-band';

describe('ratingBand', () => {
  it.each([
    [5, 'green'],
    [4.5, 'green'],
    [4.49, 'yellow'],
    [3.5, 'yellow'],
    [3.49, 'orange'],
    [2.5, 'orange'],
    [2.49, 'red'],
    [0, 'red'],
  ] as const)('%s is %s', (rating, band) => {
    expect(ratingBand(rating)).toBe(band);
  });

  it('is grey when the rating is missing', () => {
    expect(ratingBand(null)).toBe('gray');
    expect(ratingBand(undefined)).toBe('gray');
    expect(ratingBand(Number.NaN)).toBe('gray');
  });
});

describe('formatRating', () => {
  it('shows one decimal with a Turkish comma', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(3.46)).toBe('3,5');
    expect(formatRating(0)).toBe('0,0');
  });

  it('is null when there is no rating', () => {
    expect(formatRating(null)).toBeNull();
    expect(formatRating(undefined)).toBeNull();
  });
});
