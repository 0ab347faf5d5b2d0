import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The two widths every screen is looked at: a small phone and a desktop. */
export const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

export const MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof MODES)[number];

/** Lazy page chunks on a busy, shared machine can take a while to arrive. */
export const SLOW = { timeout: 20_000 } as const;

/**
 * Waits until the page holds still: the first-load overlay (800 ms, then a fade) is gone and every finite CSS
 * animation and transition (fades, slides, colour changes) has finished, so screenshots and axe's contrast
 * checks see the final picture. Endless ones (spinners, skeleton pulses) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Uygulama yükleniyor' })).toHaveCount(0, SLOW);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter(
      (animation) =>
        // A paused one would never finish; an endless one neither.
        animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
    );
    // A cancelled animation rejects `finished`; it has stopped all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The WCAG levels every scan checks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.1 A and AA violations on the current page; an empty list is a pass. Axe runs in the page itself (legacy
 * mode): the default mode also opens a blank page and loads axe into it a second time to merge the results of
 * frames, which the app has none of, and that costs a third of every scan (docs/decisions/2026-11-26-ci-time.md).
 * Axe's 500 kB source goes into a document once, not twice per scan as AxeBuilder does (a later scan of the same
 * document, another mode or width, reuses it), and only violations are collected: the passing nodes, which the
 * assertion never reads, are the bulk of what a scan builds and sends back (docs/decisions/
 * 2026-11-26-e2e-stored-sessions.md).
 */
export async function axeViolations(page: Page) {
  const injected = await page.evaluate(() => 'axe' in window);
  const results = await new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) })
    // options() replaces every option, so it comes before withTags (which adds runOnly to them).
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  return results.violations;
}

/** The page never scrolls sideways, however narrow the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Saves test-results/screens/<name>.png (of the page, or of one part of it) for people to look at. Screenshots
 * assert nothing, so `npm test` turns them off (E2E_SCREENSHOTS=off) and spends the time on checks instead; a
 * plain `playwright test` takes them.
 */
export async function screenshot(target: Page | Locator, name: string, fullPage = true): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const path = `test-results/screens/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/** Asserts the html element carries (or lacks) the dark class the colour scheme asked for. */
export async function expectMode(page: Page, mode: ColourMode): Promise<void> {
  if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/**
 * The checks a single state of a screen gets (a dialog, an error view): the page holds still, a screenshot
 * test-results/screens/<name>.png is saved and axe finds no WCAG 2.1 A/AA violation.
 */
export async function checkView(page: Page, name: string, fullPage = true): Promise<void> {
  await settle(page);
  await screenshot(page, name, fullPage);
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The checks every screen gets at each width and colour mode: the mode is applied, the page holds still, it never
 * scrolls sideways, a screenshot test-results/screens/<name>.png is saved and axe finds no WCAG 2.1 A/AA violation.
 */
export async function checkScreen(page: Page, mode: ColourMode, name: string): Promise<void> {
  await expectMode(page, mode);
  await settle(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, name);
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * checkScreen in light and then dark mode on the state the page shows now, the mode switched in place (the app
 * follows the system's scheme as it changes), so one state is loaded once for both modes instead of once per
 * mode. The screenshots are test-results/screens/<name>-<mode>.png.
 */
export async function checkScreenInEveryMode(page: Page, name: string): Promise<void> {
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await checkScreen(page, mode, `${name}-${mode}`);
  }
}

/**
 * The checks every state of a screen gets, at every width (phone first) in light and then dark mode: the page holds
 * still, never scrolls sideways, a screenshot test-results/screens/<name>-<width>-<mode>.png is saved and axe finds
 * no WCAG 2.1 A/AA violation. Width and mode are switched in place (Chakra's breakpoints are media queries, and the
 * app follows the system's scheme as it changes), so a state reached once gets its four looks instead of being
 * reached four times: a page load and axe's first scan of a document cost several times a look in place. A screen
 * that lays itself out for the width in JavaScript (the directory's grid, in a background render) is looked at
 * only once `atWidth` has seen its sign of the new width: settling waits for animations, not for renders.
 */
export async function checkAtEveryWidthAndMode(
  page: Page,
  name: string,
  {
    fullPage = true,
    parts = {},
    atWidth,
  }: {
    /** The screenshot shows the whole page (the default) or the viewport. */
    fullPage?: boolean;
    /** Parts of the screen also saved alone for people to look at, each as <key>-<width>-<mode>.png. */
    parts?: Record<string, Locator>;
    /** Runs after each resize, before that width's looks: waits for the screen's sign of the width, checks more. */
    atWidth?: (size: (typeof WIDTHS)[number]) => Promise<void>;
  } = {},
): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await atWidth?.(size);
    for (const mode of MODES) {
      await page.emulateMedia({ colorScheme: mode });
      await expectMode(page, mode);
      await settle(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `${name}-${size.width}-${mode}`, fullPage);
      for (const [part, locator] of Object.entries(parts)) {
        await screenshot(locator, `${part}-${size.width}-${mode}`);
      }
      expect(await axeViolations(page)).toEqual([]);
    }
  }
}
