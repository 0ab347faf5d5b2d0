import type { Page } from '@playwright/test';

/*
 * Where the page is, the one home for reading the URL in e2e tests (assert with `expect(page).toHaveURL` where
 * a wait is needed); the integration twin reads the memory router (tests/support/router-location.ts).
 */

/** Path and query, as the address bar shows them: `/lesson-requests/new?listingId=3`. */
export function here(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The path alone: `/lesson-requests/12`. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;
