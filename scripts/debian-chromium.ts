/**
 * Debian's full Chromium, which the scripts (Lighthouse, the tab icon's rendering) and the Playwright suites' full
 * browser start; CHROMIUM_PATH overrides it.
 */
export const DEBIAN_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
