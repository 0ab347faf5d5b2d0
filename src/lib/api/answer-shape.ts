import { ANSWER_ENVELOPES, type EnvelopeField } from '@/generated/answer-envelopes';

/*
 * The rule for every answer of the API: a 2xx body must be the contract's envelope, checked at the envelope
 * level against the operation's generated rule (src/generated/answer-envelopes.ts, read from orval's zod
 * response schemas): an object whose fields the contract requires are there and not null, `success` a boolean.
 * Anything else (an HTML page, `{}`, `data: null` where data is required) is a malformed answer, so a screen
 * shows its error state instead of crashing on it or waiting for data that never comes. What `data` holds is
 * not checked here: a field the server adds or shapes a little differently must not take a whole screen down,
 * and the screens read their lists with care already. Plain tests rather than zod: this runs on every answer,
 * the first page's included, and needs no schema code.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldViolation(name: string, rule: EnvelopeField, value: unknown): string | null {
  if (value === undefined) return rule.optional || rule.kind === 'any' ? null : `${name}: required`;
  if (value === null) return rule.nullable ? null : `${name}: required`;
  if (rule.kind === 'boolean' && typeof value !== 'boolean') return `${name}: expected boolean`;
  return null;
}

/**
 * Where the answer first breaks the contract (`data: required`), or null when its envelope holds; null too for
 * a call without an operation id (every generated call passes its own) or without a response schema.
 */
export function answerViolation(operationId: string | undefined, body: unknown): string | null {
  const envelope = operationId ? ANSWER_ENVELOPES[operationId] : undefined;
  if (envelope === undefined) return null;
  if (envelope === null) return body === null || body === undefined ? 'body: required' : null;
  if (!isRecord(body)) return 'body: expected the envelope object';
  for (const [name, rule] of Object.entries(envelope)) {
    const violation = fieldViolation(name, rule, body[name]);
    if (violation !== null) return violation;
  }
  return null;
}
