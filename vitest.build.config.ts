import { defineConfig } from 'vitest/config';

// Checks on build output (run by `npm run test:build` after `vite build`); no DOM, no MSW.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
  },
});
