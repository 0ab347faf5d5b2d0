import { describe, expect, it } from 'vitest';
import { nextProgress, PROGRESS_CEILING } from './progress-steps';

describe('nextProgress', () => {
  it('adds a step of up to 10 points scaled by the random number', () => {
    expect(nextProgress(0, 0)).toBe(0);
    expect(nextProgress(0, 0.5)).toBe(5);
    expect(nextProgress(20, 0.99)).toBeCloseTo(29.9);
  });

  it('never passes 90 however often it runs', () => {
    let value = 0;
    for (let i = 0; i < 100; i += 1) {
      value = nextProgress(value, 1);
      expect(value).toBeLessThanOrEqual(PROGRESS_CEILING);
    }
    expect(value).toBe(PROGRESS_CEILING);
  });

  it('clamps a random number outside [0, 1]', () => {
    expect(nextProgress(10, 5)).toBe(20);
    expect(nextProgress(10, -1)).toBe(10);
  });
});
