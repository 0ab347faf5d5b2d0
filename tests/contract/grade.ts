import type { z } from 'zod';
import type { CheckResult, Grade, Outcome } from './run-contract.ts';
import { firstViolation } from './validate.ts';

/*
 * One rule for grading an HTTP answer against the contract, shared by the operation checks, the filter probes
 * and the write journeys. A spec operation must conform; an inferred one that does not (drifting, not
 * implemented, an ignored filter) is a warning, or a failure with --strict-inferred.
 */

/** 404, 405 and 501: the server has no such operation (Spring's own 404 for an unmapped path included). */
export const NOT_IMPLEMENTED_STATUSES: readonly number[] = [404, 405, 501];

export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when it was not JSON. */
  body: unknown;
  /** The raw text, for a short quote when the body is not JSON. */
  text: string;
}

export interface Graded {
  grade: Grade;
  outcome: Outcome;
  detail: string;
}

/** The envelope's message of a refusal, when there is one. */
export function envelopeMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** What a shortfall of this source becomes: a spec operation fails, an inferred one warns unless strict. */
export function shortfall(source: 'spec' | 'inferred', strictInferred: boolean): Outcome {
  return source === 'spec' || strictInferred ? 'FAIL' : 'WARN';
}

export function gradeAnswer(
  answer: Answer,
  schema: z.ZodType | undefined,
  source: 'spec' | 'inferred',
  strictInferred = false,
): Graded {
  const message = envelopeMessage(answer.body);
  if (NOT_IMPLEMENTED_STATUSES.includes(answer.status)) {
    return {
      grade: 'not-implemented',
      outcome: shortfall(source, strictInferred),
      detail: `not implemented (${answer.status})${message ? `: ${message}` : ''}`,
    };
  }
  if (answer.status < 200 || answer.status >= 300) {
    return { grade: 'refused', outcome: 'FAIL', detail: `expected 2xx${message ? `: ${message}` : ''}` };
  }
  if (answer.body === undefined && answer.text.trim() !== '') {
    return {
      grade: 'drifting',
      outcome: shortfall(source, strictInferred),
      detail: `body is not JSON: ${answer.text.slice(0, 60)}`,
    };
  }
  if (!schema) return { grade: 'drifting', outcome: 'FAIL', detail: 'no generated zod response schema' };
  const violation = firstViolation(schema, answer.body);
  if (violation) return { grade: 'drifting', outcome: shortfall(source, strictInferred), detail: violation };
  return { grade: 'conforming', outcome: 'PASS', detail: '' };
}

/** A result from a graded answer (the caller adds what it knows: suite, group, step, timing). */
export function gradedResult(
  base: Pick<CheckResult, 'operationId' | 'method' | 'target'> & Partial<CheckResult>,
  answer: Answer,
  graded: Graded,
): CheckResult {
  return { ...base, status: answer.status, ...graded };
}
