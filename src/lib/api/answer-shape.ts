import { z } from 'zod';
import * as schemas from '@/generated/zod/index.zod';

/*
 * The rule for every answer of the API: a 2xx body must be the contract's envelope, checked against the
 * generated zod response schema of the operation at the envelope level: an object whose fields the contract
 * requires are there and not null, `success` a boolean. Anything else (an HTML page, `{}`, `data: null` where
 * data is required) is a malformed answer, so a screen shows its error state instead of crashing on it or
 * waiting for data that never comes. What `data` holds is not checked here: a field the server adds or shapes a
 * little differently must not take a whole screen down, and the screens read their lists with care already.
 */

/** Present: neither null nor missing (the wrappers around it say when those are allowed). */
const present = z.custom<unknown>((value) => value !== null && value !== undefined, 'required');

/** An envelope field's rule: its optional and nullable wrappers, and beneath them only "present". */
function fieldRule(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return fieldRule(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return fieldRule(schema.unwrap() as z.ZodType).nullable();
  // A field the contract leaves open (an Ack's `data`) takes anything, null included.
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return z.unknown();
  return schema instanceof z.ZodBoolean ? z.boolean() : present;
}

function envelopeRule(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return present;
  const shape = schema.shape as Record<string, z.ZodType>;
  return z.looseObject(
    Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fieldRule(field)])),
  );
}

const responseSchemas = schemas as unknown as Record<string, z.ZodType | undefined>;

const schemaName = (operationId: string) =>
  `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;

/** Each operation's envelope rule, built the first time one of its answers arrives. */
const rules = new Map<string, z.ZodType | null>();

function ruleFor(operationId: string): z.ZodType | null {
  let rule = rules.get(operationId);
  if (rule === undefined) {
    const schema = responseSchemas[schemaName(operationId)];
    rule = schema ? envelopeRule(schema) : null;
    rules.set(operationId, rule);
  }
  return rule;
}

/**
 * Where the answer first breaks the contract (`data: expected object`), or null when its envelope holds; null
 * too for a call without an operation id (every generated call passes its own) or without a response schema.
 */
export function answerViolation(operationId: string | undefined, body: unknown): string | null {
  const rule = operationId ? ruleFor(operationId) : null;
  if (!rule) return null;
  const result = rule.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not the envelope'}`;
}
