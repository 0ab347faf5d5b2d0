import { z } from 'zod';

/*
 * The production CSP allows no eval (deploy/start-nginx.sh). zod compiles object parsers with `new Function`,
 * probing first whether eval is allowed when each object schema is created, and a strict CSP reports even that
 * caught probe as a violation; jitless parsing never probes. main.tsx imports this module first, so this runs
 * before any schema (the generated ones included) exists.
 */
z.config({ jitless: true });

const envSchema = z.object({
  /** Base address of the /v1 API; empty means the site root. */
  VITE_API_BASE_URL: z.string().default(''),
  /** Base address of the external provinces service. */
  VITE_PROVINCES_BASE_URL: z.string().default('https://api.turkiyeapi.dev'),
  /** Socket endpoint (SockJS); relative to the API base by default. */
  VITE_WS_URL: z.string().default('/ws'),
  /** 'true' in the mock build and the dev server: the app starts MSW before rendering. */
  VITE_USE_MOCKS: z.enum(['true', 'false']).default('false'),
  /** The public origin used in canonical and sharing links (`https://ozelders.example`); empty: the page's own. */
  VITE_SITE_URL: z.string().default(''),
});

/**
 * Deploy-time settings: `/config.js` (loaded by index.html before the app) sets `window.__APP_CONFIG__`, so one
 * production build points at any backend without rebuilding. A value given there wins over the build's VITE_*
 * value; a missing one keeps it. Whether mocks run is decided by the build alone (the production bundle holds
 * no MSW), so it is not a deploy-time setting.
 */
const runtimeSchema = z
  .object({
    apiBaseUrl: z.string(),
    provincesBaseUrl: z.string(),
    wsUrl: z.string(),
    siteUrl: z.string(),
  })
  .partial();

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

const parsed = envSchema.parse(import.meta.env);
const runtime = runtimeSchema.parse(
  (typeof window === 'undefined' ? undefined : window.__APP_CONFIG__) ?? {},
);

export const env = {
  apiBaseUrl: runtime.apiBaseUrl ?? parsed.VITE_API_BASE_URL,
  provincesBaseUrl: runtime.provincesBaseUrl ?? parsed.VITE_PROVINCES_BASE_URL,
  wsUrl: runtime.wsUrl ?? parsed.VITE_WS_URL,
  useMocks: parsed.VITE_USE_MOCKS === 'true',
  siteUrl: runtime.siteUrl ?? parsed.VITE_SITE_URL,
};
