import { z } from 'zod';
import { OPERATION_TABLE } from '@/generated/operations';
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

interface AnswerRule {
  method: string;
  path: RegExp;
  parameters: number;
  shape: z.ZodType;
}

const responseSchemas = schemas as unknown as Record<string, z.ZodType | undefined>;

const schemaName = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}Response`;

/** One rule per operation; a path without parameters is tried before one that has them (`/pageable` ≠ `/{id}`). */
const RULES: AnswerRule[] = OPERATION_TABLE.flatMap(({ id, method, path }) => {
  const schema = responseSchemas[schemaName(id)];
  if (!schema) return [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return [
    {
      method,
      path: new RegExp(`^${pattern}$`),
      parameters: path.split('{').length - 1,
      shape: envelopeRule(schema),
    },
  ];
}).sort((a, b) => a.parameters - b.parameters);

function pathOf(url: string): string {
  return new URL(url, 'http://client.invalid').pathname;
}

/**
 * Where the answer first breaks the contract (`data: expected object`), or null when its envelope holds; null
 * too for a call the contract does not name.
 */
export function answerViolation(
  method: string | undefined,
  url: string | undefined,
  body: unknown,
): string | null {
  if (!url) return null;
  const path = pathOf(url);
  const verb = (method ?? 'GET').toUpperCase();
  const rule = RULES.find((candidate) => candidate.method === verb && candidate.path.test(path));
  if (!rule) return null;
  const result = rule.shape.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not the envelope'}`;
}
