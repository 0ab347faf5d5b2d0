import { describe, expect, it } from 'vitest';
import { settleWithConcurrency } from './settle-with-concurrency';

describe('settleWithConcurrency', () => {
  it('never runs more than the limit at once and keeps the order of the results', async () => {
    let running = 0;
    let most = 0;
    const results = await settleWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      if (n % 3 === 0) throw new Error(`no ${n}`);
      return n * 10;
    });
    expect(most).toBe(3);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
      10,
      20,
      'failed',
      40,
      50,
      'failed',
      70,
    ]);
  });

  it('settles at once with nothing to do', async () => {
    expect(await settleWithConcurrency([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
