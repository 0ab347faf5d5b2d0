import type { z } from 'zod';
import { OPERATION_TABLE } from '../../../src/generated/operations.ts';
import type { CheckResult, Grade } from '../run-contract.ts';
import { authHeaders, type Session } from '../session.ts';
import { firstViolation } from '../validate.ts';

/*
 * One step of a write journey: a contract operation called as one of the journey's users, its answer held
 * against the generated zod schema of that operation (as the read checks do), then against the journey's own
 * expectation (the contacts absent before the approval, the edit read back …). One CheckResult per step.
 */

export type OperationId = (typeof OPERATION_TABLE)[number]['id'];

export interface JourneyContext {
  schemas: Map<string, z.ZodType>;
  results: CheckResult[];
  timeoutMs: number;
  /** Set by Ctrl-C: the next step throws Interrupted instead of calling the server. */
  interrupted: boolean;
  /** The call being made, settled or not, so Ctrl-C can wait for it before cleaning up. */
  inFlight: Promise<unknown>;
  /** `x-source` of each operation in openapi.yaml; an inferred one is graded as the read checks grade it. */
  sources: Map<string, 'spec' | 'inferred'>;
  /** --strict-inferred: an inferred operation missing (404/405/501) or drifting fails instead of warning. */
  strictInferred: boolean;
}

const NOT_IMPLEMENTED = [404, 405, 501];

export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

export interface StepCall {
  /** The journey (JUnit classname), e.g. "writes: listing". */
  group: string;
  /** What the step proves, e.g. "the Eğitmen publishes a listing". */
  step: string;
  session: Session;
  operationId: OperationId;
  pathParams?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** The status the step expects; 2xx when absent (then the body is validated). */
  expectStatus?: number;
  /** The journey's own rule on a valid answer's data: null when it holds, else `field: what is wrong`. */
  expect?: (data: unknown) => string | null;
}

export interface StepAnswer {
  ok: boolean;
  status?: number;
  /** The answer's `data` (even when the schema failed, so the journey can still clean up what it made). */
  data: unknown;
}

function operation(operationId: OperationId) {
  const found = OPERATION_TABLE.find((entry) => entry.id === operationId);
  if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return found;
}

export function operationTarget(
  operationId: OperationId,
  pathParams: Record<string, string | number> = {},
  query: Record<string, string> = {},
): string {
  const path = operation(operationId).path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams[name] ?? `{${name}}`)),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? `: ${message}` : '';
};

export function callStep(context: JourneyContext, call: StepCall): Promise<StepAnswer> {
  if (context.interrupted) return Promise.reject(new Interrupted());
  const answer = makeCall(context, call);
  context.inFlight = answer.catch(() => {});
  return answer;
}

async function makeCall(context: JourneyContext, call: StepCall): Promise<StepAnswer> {
  const { method } = operation(call.operationId);
  const target = operationTarget(call.operationId, call.pathParams, call.query);
  const started = performance.now();
  const source = context.sources.get(call.operationId) ?? 'inferred';
  // As for every operation: an inferred one the server lacks or answers otherwise warns, unless strict.
  const report = (failed: CheckResult['outcome'], detail: string, status?: number, grade?: Grade) => {
    const lenient = source === 'inferred' && !context.strictInferred;
    const outcome =
      failed === 'FAIL' && lenient && (grade === 'not-implemented' || grade === 'drifting') ? 'WARN' : failed;
    context.results.push({
      suite: 'journey',
      operationId: call.operationId,
      group: call.group,
      step: call.step,
      source,
      grade,
      method,
      target,
      status,
      outcome,
      detail,
      durationMs: Math.round(performance.now() - started),
    });
  };

  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(call.session) };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await call.session.fetch(`${call.session.baseUrl.replace(/\/+$/, '')}${target}`, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(context.timeoutMs),
    });
  } catch (error) {
    report('FAIL', `unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, data: undefined };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const data = (body as { data?: unknown } | undefined)?.data;
  const { status } = response;

  if (call.expectStatus !== undefined) {
    const ok = status === call.expectStatus;
    report(
      ok ? 'PASS' : 'FAIL',
      ok ? '' : `expected ${call.expectStatus}, got ${status}${messageOf(body)}`,
      status,
      ok ? 'conforming' : 'drifting',
    );
    return { ok, status, data };
  }
  if (!response.ok) {
    const grade = NOT_IMPLEMENTED.includes(status) ? 'not-implemented' : 'refused';
    report('FAIL', `expected 2xx${messageOf(body)}`, status, grade);
    return { ok: false, status, data };
  }
  if (body === undefined) {
    report('FAIL', `body is not JSON: ${text.slice(0, 60)}`, status, 'drifting');
    return { ok: false, status, data };
  }
  const schema = context.schemas.get(call.operationId);
  const violation = schema ? firstViolation(schema, body) : 'no generated zod response schema';
  if (violation) {
    report('FAIL', violation, status, 'drifting');
    return { ok: false, status, data };
  }
  const broken = call.expect?.(data) ?? null;
  report(
    broken ? 'FAIL' : 'PASS',
    broken ? `data.${broken}` : '',
    status,
    broken ? 'drifting' : 'conforming',
  );
  return { ok: !broken, status, data };
}

/** A result that is no call: a step skipped with its reason, or a clean-up that could not be done. */
export function noteResult(
  context: JourneyContext,
  result: Omit<CheckResult, 'suite' | 'method' | 'target'> & { method?: string; target?: string },
): void {
  context.results.push({ suite: 'journey', method: '-', target: '-', ...result });
}
