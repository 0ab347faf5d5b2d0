import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/support/chromium';
import { decidedConsent } from './tests/e2e/support/consent';

// E2E_PORT lets several suites run side by side, each on its own build folder and port.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = port === 4173 ? 'dist-mock' : `dist-mock-${port}`;
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);
// The live project: the production build served by the standalone mock server (API, /ws and the app at one
// origin), a port of its own per E2E_PORT.
const livePort = port + 5000;
const liveURL = `http://127.0.0.1:${livePort}`;
const liveDir = port === 4173 ? 'dist' : `dist-live-${port}`;
const liveBuild =
  port === 4173
    ? '(test -f dist/index.html || npm run build)'
    : isCI
      ? `vite build --outDir ${liveDir}`
      : `(test -f ${liveDir}/index.html || vite build --outDir ${liveDir})`;

/*
 * Each project needs its own server, and each server costs a build: a run that names only files or projects of
 * one kind starts only that kind's server (`playwright test tests/e2e/chat.spec.ts` builds no production app,
 * `--project=live` no mock build). A plain `playwright test` starts both.
 */
const cli = process.argv.slice(2);
const named = (flag: string) =>
  cli.flatMap((arg, i) =>
    arg === flag ? [cli[i + 1] ?? ''] : arg.startsWith(`${flag}=`) ? [arg.slice(flag.length + 1)] : [],
  );
const projects = named('--project');
const files = cli.filter((arg) => /spec|e2e/.test(arg) && !arg.startsWith('-'));
const wants = (live: boolean) =>
  (projects.length === 0 || projects.includes(live ? 'live' : 'chromium')) &&
  (files.length === 0 || files.some((file) => file.includes('live') === live));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: port === 4173 ? 'test-results' : `test-results-${port}`,
  // In CI the tests of one file run in order on one worker; files are shared out between the workers.
  fullyParallel: !isCI,
  forbidOnly: isCI,
  // No retries anywhere: a flaky journey must fail where people see it, not pass on its second try.
  retries: 0,
  // Two workers on the two-core CI machines too: much of a journey is waiting (the 800 ms first-load overlay,
  // the mock's answer delays, animations, the socket), and a second file's work fills those waits
  // (docs/decisions/2026-11-26-ci-time.md). The live project keeps to one: its specs share one mock server.
  workers: 2,
  // Journeys that scan two widths in both modes do a lot of work; shared 2-core machines need the room.
  timeout: 90_000,
  // Assertions wait up to 10 s for their signal (Playwright's default is 5): with two workers a test shares the
  // two cores, and a lazy screen can take longer to appear. A pass costs no more; only a failure waits longer.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Every journey, and every context a test opens itself, starts with the analytics consent decided, so the
    // banner is in none of them; the consent journey clears it (tests/e2e/support/consent.ts).
    storageState: decidedConsent(baseURL, liveURL),
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (every action, its locator and error, console and network) but neither the
    // trace's screencast nor its DOM snapshots. Encoding a frame for every paint of every passing test cost about
    // a sixth of the e2e step's CPU (docs/decisions/2026-11-27-headless-shell.md); the snapshots, a copy of the
    // DOM before and after every action of every passing test, about a fifth of what was left
    // (docs/decisions/2026-11-27-e2e-trace-snapshots.md). The failure's own screenshot is kept above.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  /*
   * The live project comes first: Playwright hands out test groups in the projects' order, and the live project
   * may use only one worker, so listed first it runs on one worker from the start while the other takes the
   * chromium files; listed last it ran alone at the end with the second worker idle (about 4 minutes of CI).
   */
  projects: [
    {
      // Two people against one backend (the mock server), each in a browser context of their own.
      name: 'live',
      testMatch: 'live/**/*.spec.ts',
      // One backend (the standalone mock server and its db) for every live spec: they take turns.
      workers: 1,
      use: { ...chromiumLaunch, baseURL: liveURL },
    },
    {
      name: 'chromium',
      testIgnore: 'live/**',
      use: chromiumLaunch,
    },
  ],
  webServer: [
    // The chromium project runs against the mock build: MSW's worker answers every API call in the browser.
    ...(wants(false)
      ? [
          {
            // The sitemap is written after the build, as `npm run build` does (static pages only: no API address).
            command:
              port === 4173
                ? 'npm run build:mock && node scripts/generate-sitemap.ts dist-mock && npm run preview:mock'
                : `vite build --mode mock --outDir ${outDir} && node scripts/generate-sitemap.ts ${outDir} && vite preview --outDir ${outDir} --port ${port} --strictPort`,
            url: baseURL,
            reuseExistingServer: !isCI,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    // The live project: `npm test` has just built dist (test:build); otherwise it is built once here. A run on
    // another E2E_PORT builds into a folder of its own (fresh under CI=1), so suites side by side never serve
    // each other's half-written build.
    ...(wants(true)
      ? [
          {
            command: `${liveBuild} && node mocks/server.ts --port ${livePort} --static ${liveDir}`,
            url: `${liveURL}/__mock/health`,
            reuseExistingServer: !isCI,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
