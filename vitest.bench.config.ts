import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `npm run bench`: timings of the chat screen with a long room, in jsdom against the mock backend; not part of
// `npm test` (speed is measured here, never asserted in timed unit tests).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { global: 'globalThis' },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/bench/**/*.bench.test.tsx'],
    testTimeout: 600_000,
    env: { VITE_USE_MOCKS: 'false' },
    alias: { 'sockjs-client': 'sockjs-client/dist/sockjs.js' },
  },
});
