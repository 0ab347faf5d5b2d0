/*
 * The active mock scenario: one small module with no imports, read by the scenario handler (HTTP), the mock
 * STOMP broker (mocks/realtime), the dev panel and the test helpers, so they all agree.
 *
 * Where the value comes from, first match wins:
 * - a call to setScenarioState() (the dev panel, `?scenario=` at worker start, setScenario() in tests);
 * - in a browser tab: sessionStorage `mock-scenario` (so the choice survives navigation and reloads, per tab),
 *   else the page's `?scenario=` / `?mock-fail=` parameters;
 * - in Node (the standalone server): the MOCK_SCENARIO and MOCK_FAIL environment variables;
 * - otherwise `default`.
 * Names are not checked here (this module knows none); the registry treats an unknown name as `default`.
 */

export interface ScenarioState {
  /** Scenario name, e.g. `errors`. */
  name: string;
  /** Operation ids (`getAllTeachers`) a failure scenario is narrowed to; empty means its own default set. */
  failOps: readonly string[];
}

export const SCENARIO_STORAGE_KEY = 'mock-scenario';
export const SCENARIO_PARAM = 'scenario';
export const FAIL_PARAM = 'mock-fail';
/** The window event that switches a tab's scenario in place, without a reload (its detail is the name). */
export const SCENARIO_EVENT = 'mock-scenario';

const DEFAULT_STATE: ScenarioState = { name: 'default', failOps: [] };

let state: ScenarioState | undefined;
const listeners = new Set<(next: ScenarioState) => void>();

/** `a, b,,c` → ['a', 'b', 'c']. */
export function parseOpList(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function isVitest(): boolean {
  const nodeProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return !!nodeProcess?.env?.VITEST;
}

function readSessionStorage(): ScenarioState | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SCENARIO_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ScenarioState>;
    if (typeof parsed.name !== 'string') return null;
    const failOps = Array.isArray(parsed.failOps)
      ? parsed.failOps.filter((op) => typeof op === 'string')
      : [];
    return { name: parsed.name, failOps };
  } catch {
    return null;
  }
}

function writeSessionStorage(next: ScenarioState): void {
  try {
    globalThis.sessionStorage?.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode quotas: the choice then lasts until the next reload only.
  }
}

/** The scenario named in a URL's query (`?scenario=errors&mock-fail=getAllTeachers`), or null. */
export function scenarioFromSearch(search: string): ScenarioState | null {
  const params = new URLSearchParams(search);
  const name = params.get(SCENARIO_PARAM)?.trim();
  if (!name) return null;
  return { name, failOps: parseOpList(params.get(FAIL_PARAM)) };
}

function initialState(): ScenarioState {
  // Under vitest every test starts from `default`; a test picks its scenario with setScenario().
  if (isVitest()) return DEFAULT_STATE;
  const fromUrl = typeof location === 'undefined' ? null : scenarioFromSearch(location.search);
  if (fromUrl) {
    writeSessionStorage(fromUrl);
    return fromUrl;
  }
  const stored = readSessionStorage();
  if (stored) return stored;
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (env?.MOCK_SCENARIO) return { name: env.MOCK_SCENARIO, failOps: parseOpList(env.MOCK_FAIL) };
  return DEFAULT_STATE;
}

export function getScenarioState(): ScenarioState {
  state ??= initialState();
  return state;
}

export function getScenarioName(): string {
  return getScenarioState().name;
}

/** Switches scenario for every later request; kept in sessionStorage in a browser tab. */
export function setScenarioState(name: string, failOps: readonly string[] = []): ScenarioState {
  const next: ScenarioState = { name, failOps: [...failOps] };
  state = next;
  if (!isVitest()) writeSessionStorage(next);
  for (const listener of [...listeners]) listener(next);
  return next;
}

/** Back to `default` (the test setup calls this after every test). */
export function resetScenarioState(): void {
  setScenarioState(DEFAULT_STATE.name);
}

export function onScenarioChange(listener: (next: ScenarioState) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the `socket-down` scenario is active: the mock broker refuses SockJS connections. */
export function isSocketDown(): boolean {
  return getScenarioName() === 'socket-down';
}

/**
 * True while the `socket-garbage` scenario is active: the mock broker delivers, on each subscription, a
 * body that is not JSON and one that breaks the contract, then a STOMP ERROR frame (the error catalogue's
 * "parse errors, socket protocol errors").
 */
export function isSocketGarbled(): boolean {
  return getScenarioName() === 'socket-garbage';
}
