import type { Browser, Page } from '@playwright/test';
import { PREFERENCE_STORAGE_KEYS } from '../../../src/config/preferences.ts';

/**
 * A browser whose visitor has already answered the analytics consent banner (accepted), for every browser suite
 * (the mock and live projects, the deploy suite, the bench): the banner shows to an undecided visitor on every
 * page, so without this each journey would meet it (covering buttons on a phone, in every axe scan and
 * screenshot). Given as the config's `use.storageState`, which Playwright also applies to each
 * `browser.newContext()` made inside a test. Accepted rather than declined, so the page-view checks (the
 * redacted token in the analytics log) still see page views. The consent journey starts undecided on purpose
 * (`undecidedConsent`).
 */
export function decidedConsent(...origins: string[]) {
  return {
    cookies: [],
    origins: origins.map((origin) => ({
      origin,
      localStorage: [{ name: PREFERENCE_STORAGE_KEYS.analyticsConsent, value: 'true' }],
    })),
  };
}

/** A first visit's storage: nothing decided (for `test.use({ storageState: undecidedConsent })`). */
export const undecidedConsent = { cookies: [], origins: [] };

const storedConsent = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PREFERENCE_STORAGE_KEYS.analyticsConsent);

/**
 * The stored consent a test's own page and a context the test opens itself start with (both `'true'` when the
 * suites' fixture, support/consent.ts, applies: the banner is then in no other journey).
 */
export async function consentAtStart(page: Page, browser: Browser): Promise<(string | null)[]> {
  await page.goto('/');
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/');
  const stored = [await storedConsent(page), await storedConsent(other)];
  await context.close();
  return stored;
}

/** The consent banner, a named region an undecided visitor meets on every page. */
export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Çerez tercihleriniz' });
