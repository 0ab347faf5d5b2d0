import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOAD_TIMEOUT_MS, RouteLoadTimeoutError, withLoadTimeout } from './lazy-route';
import { classifyRouteError } from './route-error';

describe('withLoadTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a module through when it arrives in time', async () => {
    const load = withLoadTimeout(() => Promise.resolve({ Component: 'page' }));
    await expect(load()).resolves.toEqual({ Component: 'page' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a time-out after exactly 120 s', async () => {
    const load = withLoadTimeout(() => new Promise(() => {}));
    const result = load();
    const settled = vi.fn();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(RouteLoadTimeoutError));
  });

  it('passes a failed import through', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withLoadTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});

describe('classifyRouteError', () => {
  it('treats time-outs and failed chunks as load errors', () => {
    expect(classifyRouteError(new RouteLoadTimeoutError(1))).toBe('load');
    expect(classifyRouteError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      'load',
    );
    expect(classifyRouteError(new TypeError('Importing a module script failed.'))).toBe('load');
  });

  it('recognises a style part that failed to preload', () => {
    expect(classifyRouteError(new Error('Unable to preload CSS for /assets/page.css'))).toBe('style');
  });

  it('leaves other errors alone', () => {
    expect(classifyRouteError(new Error('boom'))).toBe('other');
    expect(classifyRouteError('text')).toBe('other');
  });
});
