import { z } from 'zod';

const envSchema = z.object({
  /** Base address of the /v1 API; empty means the site root. */
  VITE_API_BASE_URL: z.string().default(''),
  /** Base address of the external provinces service. */
  VITE_PROVINCES_BASE_URL: z.string().default('https://api.turkiyeapi.dev'),
  /** Socket endpoint (SockJS); relative to the API base by default. */
  VITE_WS_URL: z.string().default('/ws'),
  /** 'true' in the mock build and the dev server: the app starts MSW before rendering. */
  VITE_USE_MOCKS: z.enum(['true', 'false']).default('false'),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  provincesBaseUrl: parsed.VITE_PROVINCES_BASE_URL,
  wsUrl: parsed.VITE_WS_URL,
  useMocks: parsed.VITE_USE_MOCKS === 'true',
};
