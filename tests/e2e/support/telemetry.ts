import { expect, type Page } from '@playwright/test';
import type { CollectedEvent } from '../../../mocks/handlers/telemetry';
import { SESSION_KEY } from '../../../src/lib/telemetry/session-id';
import { SLOW } from './page-checks';

/*
 * What the app's client reporter sent, read from the standalone mock server's collector (GET /__mock/telemetry)
 * in the live project, where the server's /config.js points the reporter at it. Events are read per tab: the
 * reporter's session id (sessionStorage) names the tab, so other tests' events never count.
 */

export type { CollectedEvent };

/** The tab's telemetry session id, once the reporter has started (it loads when the page is idle). */
export async function telemetrySession(page: Page): Promise<string> {
  const read = () => page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  await expect.poll(read, { ...SLOW, message: 'the reporter never started' }).not.toBeNull();
  return (await read()) ?? '';
}

/** The events of this tab the collector holds now, oldest first (`name`: only those, e.g. `app.page_view`). */
export async function collectedEvents(page: Page, name?: string): Promise<CollectedEvent[]> {
  const query = new URLSearchParams({ session: await telemetrySession(page), ...(name ? { name } : {}) });
  const answer = await page.request.get(`/__mock/telemetry?${query}`);
  expect(answer.ok(), `GET /__mock/telemetry answered ${answer.status()}`).toBe(true);
  return (await answer.json()) as CollectedEvent[];
}

/**
 * Waits until the collector holds an event of this tab that `matches` (a batch leaves within 5 s, or when the page
 * is hidden) and returns it.
 */
export async function collectedEvent(
  page: Page,
  matches: (event: CollectedEvent) => boolean,
  what: string,
): Promise<CollectedEvent> {
  let found: CollectedEvent | undefined;
  await expect
    .poll(async () => (found = (await collectedEvents(page)).find(matches)), { ...SLOW, message: what })
    .toBeDefined();
  return found!;
}
