import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, testHandlers } from '../../mocks/node';
import { assertNoUnhandledFrames, takeUnhandledFrames } from '../unhandled-network';

// Proves the harness can fail: an unhandled request is an error, not a silent pass-through.
describe('test harness', () => {
  it('errors an unhandled request and records it so afterEach fails the test', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(fetch(new URL('/v1/nobody-handles-this', location.href))).rejects.toThrow();

    const recorded = takeUnhandledFrames(); // taken here so this test's own afterEach passes
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toContain('/v1/nobody-handles-this');
    expect(consoleError).toHaveBeenCalled();
    expect(() => assertNoUnhandledFrames(recorded)).toThrow(/had no MSW handler/);
  });

  it('answers a request that a test handler covers', async () => {
    server.use(http.get('*/v1/ping', () => HttpResponse.json({ ok: true })));

    const response = await fetch(new URL('/v1/ping', location.href));

    await expect(response.json()).resolves.toEqual({ ok: true });
  });

  it('resets per-test handlers and storage between tests', () => {
    expect(server.listHandlers()).toHaveLength(testHandlers.length);
    expect(localStorage.length).toBe(0);
  });

  it('polyfills what jsdom lacks', () => {
    expect(window.matchMedia('(prefers-color-scheme: dark)').matches).toBe(false);
    expect(() => window.scrollTo({ top: 0, behavior: 'smooth' })).not.toThrow();
  });
});
