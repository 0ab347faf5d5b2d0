import type { Page } from '@playwright/test';
import { SCENARIO_EVENT } from '../../../mocks/scenarios/state';

/** Switches the mock scenario in this tab without reloading it (the dev panel reloads the page). */
export async function switchScenarioLive(page: Page, name: string): Promise<void> {
  await page.evaluate(
    ([event, scenario]) => window.dispatchEvent(new CustomEvent(event, { detail: scenario })),
    [SCENARIO_EVENT, name] as const,
  );
}
