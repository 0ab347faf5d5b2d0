/*
 * How every Playwright suite (the mock-backed journeys and the production server smoke suite) starts Chromium.
 * Browsers cannot be downloaded on these machines: Debian's Chromium is used (see .ci/run).
 */
export const chromiumLaunch = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
};
