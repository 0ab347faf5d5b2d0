import { act, waitFor } from '@testing-library/react';
import type { DataRouter } from 'react-router-dom';
import { expect } from 'vitest';

/*
 * Where the app's memory router is (renderApp's `router`), the one home for location assertions in
 * integration tests; the e2e twin reads the page's URL (tests/e2e/support/page-location.ts).
 */

/** Path and query, as the address bar would show them: `/login?redirectTo=%2Fsettings`. */
export const here = (router: DataRouter): string =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The path alone, for screens whose query is not the point of the test. */
export const pathOf = (router: DataRouter): string => router.state.location.pathname;

/** Waits until the router is at `href` (path and query). */
export async function expectAt(router: DataRouter, href: string): Promise<void> {
  await waitFor(() => expect(here(router)).toBe(href));
}

/**
 * Waits until a redirect has replaced the current entry with `href`, then goes Back: it must reach `previous`,
 * skipping the URL that was redirected (replaced, not pushed).
 */
export async function expectReplacedBy(router: DataRouter, href: string, previous: string): Promise<void> {
  await expectAt(router, href);
  expect(router.state.historyAction).toBe('REPLACE');
  await act(() => router.navigate(-1));
  expect(pathOf(router)).toBe(previous);
}
