const BUILD_DEFAULTS = {
  /** Base address of the /v1 API; empty means the site root. */
  VITE_API_BASE_URL: '',
  /** Base address of the external provinces service. */
  VITE_PROVINCES_BASE_URL: 'https://api.turkiyeapi.dev',
  /** Socket endpoint (SockJS); relative to the API base by default. */
  VITE_WS_URL: '/ws',
  /** 'true' in the mock build and the dev server: the app starts MSW before rendering. */
  VITE_USE_MOCKS: 'false',
  /** The public origin used in canonical and sharing links (`https://ozelders.example`); empty: the page's own. */
  VITE_SITE_URL: '',
  /** The commit the build was made from (vite.config.ts sets it; `/version.json` serves the same). */
  VITE_RELEASE: 'unknown',
  /** When the build was made (ISO 8601). */
  VITE_BUILT_AT: '',
  /** Where the client reporter posts its events (OTLP/HTTP JSON logs, src/lib/telemetry); empty: nothing is sent. */
  VITE_TELEMETRY_URL: '',
} as const;

type BuildSetting = keyof typeof BUILD_DEFAULTS;

function buildSetting(name: BuildSetting): string {
  const value: unknown = (import.meta.env as Record<string, unknown>)[name];
  if (value === undefined) return BUILD_DEFAULTS[name];
  if (typeof value !== 'string') throw new Error(`${name} must be text`);
  return value;
}

const RUNTIME_SETTINGS = ['apiBaseUrl', 'provincesBaseUrl', 'wsUrl', 'siteUrl', 'telemetryUrl'] as const;
type RuntimeSetting = (typeof RUNTIME_SETTINGS)[number];

/**
 * Deploy-time settings: `/config.js` (loaded by index.html before the app) sets `window.__APP_CONFIG__`, so one
 * production build points at any backend without rebuilding. A value given there wins over the build's VITE_*
 * value; a missing one keeps it. Whether mocks run is decided by the build alone (the production bundle holds
 * no MSW), so it is not a deploy-time setting.
 */
function runtimeSettings(source: unknown): Partial<Record<RuntimeSetting, string>> {
  if (source === undefined || source === null) return {};
  if (typeof source !== 'object') throw new Error('/config.js must set an object');
  const settings: Partial<Record<RuntimeSetting, string>> = {};
  for (const name of RUNTIME_SETTINGS) {
    const value: unknown = (source as Record<string, unknown>)[name];
    if (value === undefined) continue;
    // A wrong address is worse than none: a malformed /config.js stops the boot with a message.
    if (typeof value !== 'string') throw new Error(`/config.js: ${name} must be text`);
    settings[name] = value;
  }
  return settings;
}

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

/**
 * The server renderer (src/entry-server.tsx) has no /config.js: it reads the same deploy-time settings from its
 * process environment: `API_BASE_URL` (an absolute address: it calls the API itself), `PROVINCES_BASE_URL` and
 * `SITE_URL`. Vite drops this branch from the browser's bundle (`import.meta.env.SSR` is false there).
 */
function serverSettings(): Partial<Record<RuntimeSetting, string>> {
  const processEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  const settings: Partial<Record<RuntimeSetting, string>> = {};
  if (processEnv?.API_BASE_URL) settings.apiBaseUrl = processEnv.API_BASE_URL;
  if (processEnv?.PROVINCES_BASE_URL) settings.provincesBaseUrl = processEnv.PROVINCES_BASE_URL;
  if (processEnv?.SITE_URL) settings.siteUrl = processEnv.SITE_URL;
  return settings;
}

const runtime = import.meta.env.SSR
  ? serverSettings()
  : runtimeSettings(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);

export const env = {
  apiBaseUrl: runtime.apiBaseUrl ?? buildSetting('VITE_API_BASE_URL'),
  provincesBaseUrl: runtime.provincesBaseUrl ?? buildSetting('VITE_PROVINCES_BASE_URL'),
  wsUrl: runtime.wsUrl ?? buildSetting('VITE_WS_URL'),
  useMocks: buildSetting('VITE_USE_MOCKS') === 'true',
  siteUrl: runtime.siteUrl ?? buildSetting('VITE_SITE_URL'),
  release: buildSetting('VITE_RELEASE'),
  builtAt: buildSetting('VITE_BUILT_AT'),
  telemetryUrl: runtime.telemetryUrl ?? buildSetting('VITE_TELEMETRY_URL'),
};
