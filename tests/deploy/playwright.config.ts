import { defineConfig } from '@playwright/test';
import { fullChromiumLaunch } from '../e2e/support/chromium';
import { decidedConsent } from '../e2e/support/consent';
import { deployServers } from './servers';

/*
 * The production server smoke suite (`npm run test:deploy`): the production build (`dist` and `dist-server`, built
 * by `npm test`'s test:build, or here when missing; DIST_DIR and SSR_DIR name other folders) served by nginx through deploy/start-nginx.sh, exactly as it is deployed,
 * with the standalone mock server as the API behind nginx's proxy and as the provinces service on an origin
 * of its own, so the CSP's connect-src is tried both ways. Ports follow E2E_PORT, like the other suites.
 */
const { port, distDir, ssrDir, nginxPort, apiPort, appUrl, apiUrl, runDir, accessLog } = deployServers;
const isCI = Boolean(process.env.CI);
// npm run build's steps, into the folders served (DIST_DIR and SSR_DIR name a build of one's own).
const build =
  distDir === 'dist' && ssrDir === 'dist-server'
    ? 'npm run build'
    : `(npx vite build --outDir ${distDir} && npx vite build --ssr src/entry-server.tsx --outDir ${ssrDir} && node scripts/generate-sitemap.ts ${distDir})`;

const nginxEnv = [
  `DIST_DIR=${distDir}`,
  `PORT=${nginxPort}`,
  `HOST=127.0.0.1`,
  `RUN_DIR=${runDir}`,
  `UPSTREAM=${apiUrl}`,
  `PROVINCES_BASE_URL=${apiUrl}`,
  // A file the suite reads: what the log writes about a reset link.
  `ACCESS_LOG=${accessLog}`,
].join(' ');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `../../test-results-deploy-${port}`,
  forbidOnly: isCI,
  // No retries: a flaky check must fail where people see it.
  retries: 0,
  workers: 1,
  timeout: 60_000,
  // Assertions wait up to 10 s, as in the e2e suites: a page the renderer hands back as the shell after its 2 s
  // limit, or a client-rendered one such as /login, needs its scripts run first, which on a shared 2-core machine
  // can pass 5 s. A pass costs no more; only a failure waits longer.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: appUrl,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // The full browser: the Referer checks follow the favicon request it makes on its own.
    browserName: 'chromium',
    launchOptions: fullChromiumLaunch,
    // The consent banner stays out of the way, as in the other suites (tests/e2e/support/consent.ts).
    storageState: decidedConsent(appUrl),
    screenshot: 'only-on-failure',
    // As in the journeys: a failed test's trace without DOM snapshots or screencast
    // (docs/decisions/2026-11-27-e2e-trace-snapshots.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  webServer: [
    {
      command: `MOCK_REPLY_DELAY_MS=0 node mocks/server.ts --port ${apiPort}`,
      cwd: '../..',
      url: `${apiUrl}/__mock/health`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm test` has just built and compressed dist and the renderer's dist-server (test:build); otherwise they
      // are built here (rendered-pages.spec.ts runs the renderer). Compressing again only fills in missing
      // .br/.gz files (a dist from a plain `vite build`).
      command: `(test -f ${distDir}/index.html && test -f ${ssrDir}/entry-server.js || ${build}) && node scripts/compress-dist.ts ${distDir} && ${nginxEnv} bash deploy/start-nginx.sh`,
      cwd: '../..',
      url: `${appUrl}/index.html`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
