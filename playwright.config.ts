import { defineConfig } from '@playwright/test';

// E2E_PORT lets several suites run side by side, each on its own build folder and port.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = port === 4173 ? 'dist-mock' : `dist-mock-${port}`;
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);

// Browsers cannot be downloaded on these machines: Debian's Chromium is used (see .ci/run).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: port === 4173 ? 'test-results' : `test-results-${port}`,
  fullyParallel: !isCI,
  forbidOnly: isCI,
  // No retries anywhere: a flaky journey must fail where people see it, not pass on its second try.
  retries: 0,
  workers: isCI ? 1 : 2,
  // Journeys that scan two widths in both modes do a lot of work; shared 2-core machines need the room.
  timeout: 90_000,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // The e2e suite runs against the mock build: MSW's worker answers every API call in the browser.
  webServer: {
    command:
      port === 4173
        ? 'npm run build:mock && npm run preview:mock'
        : `vite build --mode mock --outDir ${outDir} && vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
