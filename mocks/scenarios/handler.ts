import { delay, http, type RequestHandler } from 'msw';
import { bearerToken } from '../handlers/http';
import { EMPTY_ANSWERS } from './empty';
import { OPERATION_IDS, operationOf, type Operation } from './operations';
import { DEFAULT_SCENARIO, findScenario, type Scenario, type ScenarioFailure } from './registry';
import { chunkFailureResponse, failureResponse } from './responses';
import { getScenarioState } from './state';

/*
 * One handler, first in mocks/handlers/index.ts. It looks at the active scenario and either answers (a failure,
 * an empty page, a broken chunk) or returns nothing, which in MSW makes the request fall through to the next
 * handler: the stateful backend. Latency is added before falling through. A single handler (not one per
 * operation), so a request that falls through is delayed once and matched to one operation.
 *
 * It matches only what a scenario acts on (contract operations, and route chunks while a chunk scenario is
 * on), and nothing under `default`: MSW counts a request that a handler matched as handled even when every
 * handler fell through, so a catch-all would hide unhandled requests from tests (and bypass them silently).
 */

/**
 * The lazily loaded screen parts: every module under `src/app/routes/` is a route the router loads on demand
 * (the shell's own views live in `src/app/layout/`). On the dev server they are requested by their source path;
 * in a build vite.config.ts names the chunks they start `assets/route-<name>-<hash>.js`, so neither form needs
 * a list of routes kept beside the router's.
 */
const ROUTE_CHUNK = /\/(?:src\/app\/routes\/.+\.tsx|assets\/route-[\w-]+\.(?:js|css))$/;

export function isRouteChunk(url: string): boolean {
  return ROUTE_CHUNK.test(new URL(url).pathname);
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[mock] ${message}`);
}

/** The active scenario's definition; an unknown name acts as `default` (with one warning). */
export function activeScenario(): Scenario {
  const { name } = getScenarioState();
  const scenario = findScenario(name);
  if (!scenario) warnOnce(`unknown scenario "${name}", using "default"`);
  return scenario ?? DEFAULT_SCENARIO;
}

/** The failure this request gets under the scenario, or null. `?mock-fail=` narrows every failure rule. */
export function failureFor(
  scenario: Scenario,
  operation: Operation,
  request: Request,
  failOps: readonly string[],
): ScenarioFailure | null {
  for (const failure of scenario.failures ?? []) {
    const ops = failOps.length > 0 ? failOps : failure.ops;
    if (ops === 'all') return failure;
    if (ops === 'authenticated') {
      if (bearerToken(request) !== null) return failure;
      continue;
    }
    if (ops.includes(operation.id)) return failure;
  }
  return null;
}

const isChunkRequest = (scenario: Scenario, request: Request): boolean =>
  !!scenario.chunks && request.method === 'GET' && isRouteChunk(request.url);

/** Whether the active scenario acts on this request at all (the handler's predicate). */
function concerns(request: Request): boolean {
  const scenario = activeScenario();
  if (scenario === DEFAULT_SCENARIO) return false;
  return isChunkRequest(scenario, request) || operationOf(request) !== null;
}

async function resolve(request: Request): Promise<Response | undefined> {
  const { failOps } = getScenarioState();
  const scenario = activeScenario();

  if (isChunkRequest(scenario, request)) {
    if (scenario.chunks === 'stall') await delay('infinite');
    return chunkFailureResponse();
  }

  const operation = operationOf(request);
  if (!operation) return undefined;

  for (const op of failOps) {
    if (!OPERATION_IDS.has(op)) warnOnce(`?mock-fail names no operation of openapi.yaml: "${op}"`);
  }
  if (scenario.delayMs) await delay(scenario.delayMs);

  const failure = failureFor(scenario, operation, request, failOps);
  if (failure) return failureResponse(failure, request);
  if (scenario.empty) return EMPTY_ANSWERS[operation.id]?.(request);
  return undefined;
}

export const scenarioHandlers: RequestHandler[] = [
  http.all(
    ({ request }) => concerns(request),
    ({ request }) => resolve(request),
  ),
];
