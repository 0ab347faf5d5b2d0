import { afterEach, beforeEach } from 'vitest';
import { activateScenario } from './activate';
import type { Scenario, ScenarioName } from './registry';
import { resetScenarioState } from './state';

/*
 * Scenarios in tests. The test server (mocks/node.ts) has the same handler list as the browser, so a
 * scenario chosen here answers exactly as it does in a tab. tests/setup.ts resets to `default` after each test.
 */

export interface ScenarioOptions {
  /** Narrows the scenario's failures to these operationIds (the browser's `?mock-fail=`). */
  fail?: readonly string[];
}

/** Switches scenario now (awaiting also applies a session side effect to localStorage). */
export function setScenario(name: ScenarioName, { fail = [] }: ScenarioOptions = {}): Promise<Scenario> {
  return activateScenario(name, fail);
}

/** Back to `default`. */
export function resetScenario(): void {
  resetScenarioState();
}

/** For a describe block: every test in it runs under the scenario. */
export function useScenario(name: ScenarioName, options?: ScenarioOptions): void {
  beforeEach(async () => {
    await setScenario(name, options);
  });
  afterEach(resetScenario);
}
