import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { buildRequest } from './build-request.ts';
import { loadResponseSchemas } from './schemas.ts';
import { contractOperations, loadSpec, type ContractOperation, type OpenApiDocument } from './spec.ts';
import { firstViolation } from './validate.ts';

/* The checker's core: call every contract read operation and hold its answer against the generated schema. */

/*
 * PASS and FAIL decide the exit status; WARN is reported but does not fail the run (an inferred operation the
 * server does not implement, or implements differently, without --strict-inferred); SKIP was not called.
 */
export type Outcome = 'PASS' | 'FAIL' | 'WARN' | 'SKIP';

/** What produced a result: one call of an operation, a step of a write journey, a STOMP frame, a CORS check. */
export type Suite = 'operation' | 'journey' | 'stomp' | 'cors';

/*
 * How the server stands against the contract, whatever the outcome made of it:
 *   conforming       answered as the contract says;
 *   drifting         answered, but not as the contract says (the detail names the field and the rule);
 *   not-implemented  404, 405 or 501: the server has no such operation (expected of an inferred one, at worst);
 *   ignored-filter   a filter query parameter that changes nothing in the results versus no filter;
 *   refused          any other non-2xx answer (401, 403, 500 …), the detail holds the server's message.
 */
export type Grade = 'conforming' | 'drifting' | 'not-implemented' | 'ignored-filter' | 'refused';

export interface CheckResult {
  /** 'operation' when absent. */
  suite?: Suite;
  /**
   * The contract name the result is about: the operationId called (operation, journey step, CORS check), or
   * for a STOMP frame the destination (e.g. /user/queue/messages).
   */
  operationId: string;
  /** The journey, STOMP session or CORS origin a step belongs to (JUnit's classname); absent for operations. */
  group?: string;
  /** A journey step's or check's own name (JUnit's test case name), e.g. "student asks for a lesson". */
  step?: string;
  /** Where the operation comes from in openapi.yaml / asyncapi.yaml. */
  source?: 'spec' | 'inferred';
  grade?: Grade;
  /** HTTP method, or for a STOMP frame its command (MESSAGE, SEND). */
  method: string;
  /** The concrete path called (with its query), or the template when the call was skipped. */
  target: string;
  status?: number;
  outcome: Outcome;
  /** Why it failed, warned or was skipped (the first violation as `path.to.field: rule`); empty on PASS. */
  detail: string;
  /** How long it took, for the JUnit time attribute. */
  durationMs?: number;
}

export interface ContractOptions {
  baseUrl: string;
  token?: string;
  /** The provinces service lives elsewhere; its operations are skipped without this. */
  provincesBaseUrl?: string;
  params?: Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  specFile?: string;
  zodDir?: string;
}

export interface ContractReport {
  results: CheckResult[];
  /** Origins that could not be reached at all (connection refused, DNS, timeout...). */
  unreachable: string[];
  ok: boolean;
}

// Paths, not `new URL(relative, import.meta.url)`: under vitest's jsdom, URL is jsdom's and resolves that wrongly.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROVINCES_TAG = 'provinces';

function networkErrorText(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const code = cause?.code ?? cause?.message;
  return [error instanceof Error ? error.message : String(error), code].filter(Boolean).join(': ');
}

async function check(
  spec: OpenApiDocument,
  schemas: Map<string, z.ZodType>,
  operation: ContractOperation,
  options: ContractOptions,
  unreachable: Set<string>,
): Promise<CheckResult> {
  const base = { operationId: operation.operationId, method: operation.method, target: operation.path };
  const baseUrl = operation.tag === PROVINCES_TAG ? options.provincesBaseUrl : options.baseUrl;
  if (!baseUrl) return { ...base, outcome: 'SKIP', detail: 'provinces service: pass --provinces-base-url' };

  const built = buildRequest(spec, operation, { baseUrl, token: options.token, params: options.params });
  if ('skip' in built) return { ...base, outcome: 'SKIP', detail: built.skip };
  const { url, init } = built.plan;
  const target = `${url.pathname}${url.search}`;
  const schema = schemas.get(operation.operationId);
  if (!schema) return { ...base, target, outcome: 'FAIL', detail: 'no generated zod response schema' };
  if (unreachable.has(url.origin)) return { ...base, target, outcome: 'FAIL', detail: 'server unreachable' };

  let response: Response;
  try {
    const doFetch = options.fetch ?? fetch;
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
  } catch (error) {
    unreachable.add(url.origin);
    return { ...base, target, outcome: 'FAIL', detail: `unreachable: ${networkErrorText(error)}` };
  }

  const status = response.status;
  const text = await response.text();
  let body: unknown;
  let json = true;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }
  if (!response.ok) {
    const message = json ? (body as { message?: unknown } | null)?.message : undefined;
    const detail = `expected 2xx${typeof message === 'string' ? `: ${message}` : ''}`;
    return { ...base, target, status, outcome: 'FAIL', detail };
  }
  if (!json)
    return { ...base, target, status, outcome: 'FAIL', detail: `body is not JSON: ${text.slice(0, 60)}` };
  const violation = firstViolation(schema, body);
  return {
    ...base,
    target,
    status,
    outcome: violation ? 'FAIL' : 'PASS',
    detail: violation ?? '',
  };
}

export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const spec = loadSpec(options.specFile ?? join(ROOT, 'openapi.yaml'));
  const schemas = await loadResponseSchemas(options.zodDir ?? join(ROOT, 'src', 'generated', 'zod'));
  const unreachable = new Set<string>();
  const results: CheckResult[] = [];
  // One at a time: a real server's logs stay readable, and an unreachable origin is tried only once.
  for (const operation of contractOperations(spec)) {
    results.push(await check(spec, schemas, operation, options, unreachable));
  }
  return {
    results,
    unreachable: [...unreachable],
    ok: unreachable.size === 0 && results.every((result) => result.outcome !== 'FAIL'),
  };
}
