import { afterEach, expect, it, vi } from 'vitest';

/** env.ts reads its sources once, when it is first imported: each case imports a fresh copy. */
async function freshEnv() {
  vi.resetModules();
  return (await import('./env')).env;
}

afterEach(() => {
  delete window.__APP_CONFIG__;
});

it('takes the build-time values when /config.js sets nothing', async () => {
  window.__APP_CONFIG__ = {};
  expect(await freshEnv()).toMatchObject({
    apiBaseUrl: '',
    provincesBaseUrl: 'https://api.turkiyeapi.dev',
    wsUrl: '/ws',
    useMocks: false,
  });
});

it('prefers the deploy-time addresses of /config.js over the build-time ones', async () => {
  window.__APP_CONFIG__ = {
    apiBaseUrl: 'https://api.example.com',
    provincesBaseUrl: 'https://provinces.example.com',
    wsUrl: 'https://socket.example.com/ws',
  };
  expect(await freshEnv()).toMatchObject({
    apiBaseUrl: 'https://api.example.com',
    provincesBaseUrl: 'https://provinces.example.com',
    wsUrl: 'https://socket.example.com/ws',
  });
});

it('keeps the build-time value of a setting /config.js leaves out', async () => {
  window.__APP_CONFIG__ = { apiBaseUrl: 'https://api.example.com' };
  expect(await freshEnv()).toMatchObject({ apiBaseUrl: 'https://api.example.com', wsUrl: '/ws' });
});

it('sends telemetry only where /config.js says (off by default)', async () => {
  window.__APP_CONFIG__ = {};
  expect((await freshEnv()).telemetryUrl).toBe('');
  window.__APP_CONFIG__ = { telemetryUrl: 'https://otel.example.com/v1/logs' };
  expect((await freshEnv()).telemetryUrl).toBe('https://otel.example.com/v1/logs');
});

it('refuses a malformed /config.js instead of calling a wrong address', async () => {
  window.__APP_CONFIG__ = { apiBaseUrl: 42 };
  await expect(freshEnv()).rejects.toThrow(/apiBaseUrl/);
});
