import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from './workers.ts';

describe('renderer workers', () => {
  it('runs one per core unless RENDERER_WORKERS says how many', () => {
    expect(workerCount(undefined)).toBe(availableParallelism());
    expect(workerCount('')).toBe(availableParallelism());
    expect(workerCount('1')).toBe(1);
    expect(workerCount('3')).toBe(3);
  });

  it('refuses a count that is not a whole number of at least one', () => {
    for (const setting of ['0', '-2', '1.5', 'iki', ' '])
      expect(() => workerCount(setting), setting).toThrow(`invalid RENDERER_WORKERS "${setting}"`);
  });
});
