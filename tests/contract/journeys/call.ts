import type { z } from 'zod';
import { OPERATION_TABLE } from '../../../src/generated/operations.ts';
import { envelopeMessage, gradeAnswer, gradedResult, shortfall } from '../grade.ts';
import { call as httpCall } from '../http.ts';
import type { CheckResult } from '../run-contract.ts';
import { authHeaders, type Session } from '../session.ts';

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

export function callStep(context: JourneyContext, call: StepCall): Promise<StepAnswer> {
  if (context.interrupted) return Promise.reject(new Interrupted());
  const answer = makeCall(context, call);
  context.inFlight = answer.catch(() => {});
  return answer;
}

async function makeCall(context: JourneyContext, call: StepCall): Promise<StepAnswer> {
  const { method } = operation(call.operationId);
  const target = operationTarget(call.operationId, call.pathParams, call.query);
  const source = context.sources.get(call.operationId) ?? 'inferred';
  const base = {
    suite: 'journey' as const,
    operationId: call.operationId,
    group: call.group,
    step: call.step,
    source,
    method,
    target,
  };
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(call.session) };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const made = await httpCall(
    `${call.session.baseUrl.replace(/\/+$/, '')}${target}`,
    { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) },
    { fetch: call.session.fetch, timeoutMs: context.timeoutMs },
  );
  if ('unreachable' in made) {
    context.results.push({ ...base, outcome: 'FAIL', detail: `unreachable: ${made.unreachable}` });
    return { ok: false, data: undefined };
  }
  const { answer } = made;
  const durationMs = Math.round(made.durationMs);
  const data = (answer.body as { data?: unknown } | null | undefined)?.data;

  if (call.expectStatus !== undefined) {
    const ok = answer.status === call.expectStatus;
    const message = envelopeMessage(answer.body);
    context.results.push({
      ...base,
      status: answer.status,
      grade: ok ? 'conforming' : 'drifting',
      outcome: ok ? 'PASS' : shortfall(source, context.strictInferred),
      detail: ok ? '' : `expected ${call.expectStatus}, got ${answer.status}${message ? `: ${message}` : ''}`,
      durationMs,
    });
    return { ok, status: answer.status, data };
  }
  // The one grading rule of every operation (grade.ts), then the journey's own expectation on a valid answer.
  let graded = gradeAnswer(answer, context.schemas.get(call.operationId), source, context.strictInferred);
  const broken = graded.grade === 'conforming' ? (call.expect?.(data) ?? null) : null;
  if (broken) {
    graded = {
      grade: 'drifting',
      outcome: shortfall(source, context.strictInferred),
      detail: `data.${broken}`,
    };
  }
  context.results.push({ ...gradedResult(base, answer, graded), durationMs });
  return { ok: graded.grade === 'conforming', status: answer.status, data };
}

/** A result that is no call: a step skipped with its reason, or a clean-up that could not be done. */
export function noteResult(
  context: JourneyContext,
  result: Omit<CheckResult, 'suite' | 'method' | 'target'> & { method?: string; target?: string },
): void {
  context.results.push({ suite: 'journey', method: '-', target: '-', ...result });
}
