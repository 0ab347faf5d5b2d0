import { describe, expect, it, vi } from 'vitest';
import { importOnce } from './import-once';

describe('importOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = importOnce(load);
    expect(await Promise.all([get(), get(), get()])).toEqual(['module', 'module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the load that worked', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue('module');
    const get = importOnce(load);
    await expect(get()).rejects.toThrow('network');
    expect(await get()).toBe('module');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
