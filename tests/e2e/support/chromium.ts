import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM } from '../../../scripts/debian-chromium.ts';

/*
 * How every Playwright suite (the mock-backed journeys and the production server smoke suite) starts Chromium.
 * Browsers cannot be downloaded on these machines: Debian's builds are used (see .ci/run).
 *
 * Tests run in Debian's `chromium-headless-shell`, the headless-only build Playwright itself uses for headless
 * runs: the full browser's headless mode also runs its own UI (a WebUI renderer and more browser-process work),
 * which cost about a third of the CPU of every page load on the 2-core CI machines
 * (docs/decisions/2026-11-27-headless-shell.md). A machine without it falls back to the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/*
 * The journeys' V8 stops at its baseline compiler (--max-opt=1: no Maglev or TurboFan). A journey's page lives a
 * few seconds, too short for optimised code to pay back its compiling on background threads: on six spec files
 * the whole run took 15 % less CPU and wall time (docs/decisions/2026-11-28-journeys-baseline-v8.md). What
 * JavaScript does is the same at every tier, so the journeys check the same behaviour; the benchmark and the
 * production smoke suite keep V8's full tiers, since they compare speed with what people get.
 */
const journeyArgs = [...args, '--js-flags=--max-opt=1'];

export const chromiumLaunch = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DEBIAN_CHROMIUM),
    args: journeyArgs,
  },
};

/**
 * The full browser, where what is checked is the browser's own behaviour (it asks for the favicon by itself,
 * the shell does not) or a figure is compared with ones taken in it (the directory benchmark).
 */
export const fullChromiumLaunch = { executablePath: DEBIAN_CHROMIUM, args };
