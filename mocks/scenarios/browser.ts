import { activateScenario } from './activate';
import { activeScenario } from './handler';
import { FAIL_PARAM, getScenarioState, SCENARIO_EVENT, SCENARIO_PARAM, scenarioFromSearch } from './state';

/**
 * Called once in mock mode before the worker starts: `?scenario=name[&mock-fail=op,op]` chooses the scenario
 * (and applies its session side effect); without it the tab keeps the one in sessionStorage.
 */
export async function startScenarios(): Promise<void> {
  // A scenario switched without a reload (the dev panel reloads): what a socket does when the server goes away
  // under an open screen. E2E specs dispatch `new CustomEvent('mock-scenario', { detail: 'socket-down' })`.
  window.addEventListener(SCENARIO_EVENT, (event) => {
    const name = (event as CustomEvent<unknown>).detail;
    if (typeof name === 'string') void activateScenario(name, []);
  });
  const fromUrl = scenarioFromSearch(location.search);
  if (fromUrl) await activateScenario(fromUrl.name, fromUrl.failOps);
  const { failOps } = getScenarioState();
  const scenario = activeScenario();
  if (scenario.name !== 'default') {
    const narrowed = failOps.length > 0 ? ` (only ${failOps.join(', ')})` : '';
    console.info(`[mock] scenario "${scenario.name}"${narrowed}: ${scenario.description}`);
  }
}

/** The page's URL without the scenario parameters (the dev panel switches through sessionStorage). */
export function urlWithoutScenario(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SCENARIO_PARAM);
  url.searchParams.delete(FAIL_PARAM);
  return url.href;
}
