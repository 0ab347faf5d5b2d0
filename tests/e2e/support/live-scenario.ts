import type { Page } from '@playwright/test';
import { HOLD_EVENT, RELEASE_EVENT } from '../../../mocks/scenarios/hold';
import { SCENARIO_EVENT } from '../../../mocks/scenarios/state';

/** Switches the mock scenario in this tab without reloading it (the dev panel reloads the page). */
export async function switchScenarioLive(page: Page, name: string): Promise<void> {
  await page.evaluate(
    ([event, scenario]) => window.dispatchEvent(new CustomEvent(event, { detail: scenario })),
    [SCENARIO_EVENT, name] as const,
  );
}

/** Holds the answers to one operation of openapi.yaml in this tab until released (mocks/scenarios/hold.ts). */
export async function holdOperation(page: Page, operationId: string): Promise<() => Promise<void>> {
  await page.evaluate(([event, id]) => window.dispatchEvent(new CustomEvent(event, { detail: id })), [
    HOLD_EVENT,
    operationId,
  ] as const);
  return async () => {
    await page.evaluate(([event, id]) => window.dispatchEvent(new CustomEvent(event, { detail: id })), [
      RELEASE_EVENT,
      operationId,
    ] as const);
  };
}
