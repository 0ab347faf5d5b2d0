import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANSWER_ENVELOPES } from '@/generated/answer-envelopes';
import * as schemas from '@/generated/zod/index.zod';
import { answerViolation } from './answer-shape';

describe('answerViolation', () => {
  it.each([
    ['an HTML page', '<!doctype html><p>Bakımdayız</p>', 'body: expected the envelope object'],
    ['an empty object', {}, 'success: required'],
    ['a list', [], 'body: expected the envelope object'],
    ['data: null where data is required', { success: true, data: null }, 'data: required'],
    ['success as text', { success: 'true', data: { id: 1 } }, 'success: expected boolean'],
    ['the envelope', { success: true, message: null, data: { id: 1 } }, null],
    ['the envelope with fields the contract does not name', { success: true, data: {}, extra: 1 }, null],
  ])('getAnnouncement answering %s: %s', (_case, body, violation) => {
    expect(answerViolation('getAnnouncement', body)).toBe(violation);
  });

  it('lets an acknowledgement leave its data out or null', () => {
    expect(answerViolation('deleteAnnouncement', { success: true })).toBeNull();
    expect(answerViolation('deleteAnnouncement', { success: true, data: null })).toBeNull();
  });

  it('checks nothing for a call without an operation or one the contract gives no answer schema', () => {
    expect(answerViolation(undefined, 'anything')).toBeNull();
    expect(answerViolation('noSuchOperation', 'anything')).toBeNull();
  });
});

/*
 * The generated rules must say what orval's zod schemas say: every operation's envelope is checked here with the
 * schema itself (required fields present and not null, `success` a boolean) on answers built to break each rule.
 */
describe('the generated envelope rules agree with the zod response schemas', () => {
  const responseSchemas = schemas as unknown as Record<string, z.ZodType | undefined>;
  const operations = Object.keys(ANSWER_ENVELOPES);

  it('cover every operation that has a response schema', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  /** What the zod schema accepts for each envelope field, probed with missing, null and a wrong type. */
  function acceptedBySchema(schema: z.ZodType | undefined) {
    if (!(schema instanceof z.ZodObject)) return null;
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(shape).map(([name, field]) => [
        name,
        {
          optional: field.safeParse(undefined).success,
          nullable: field.safeParse(null).success,
          boolean: field.safeParse(true).success && !field.safeParse('yes').success,
        },
      ]),
    );
  }

  /** The same, as the generated rule says it. */
  function acceptedByRule(operationId: string) {
    const envelope = ANSWER_ENVELOPES[operationId];
    if (!envelope) return null;
    return Object.fromEntries(
      Object.entries(envelope).map(([name, rule]) => [
        name,
        {
          optional: rule.optional || rule.kind === 'any',
          nullable: rule.nullable,
          boolean: rule.kind === 'boolean',
        },
      ]),
    );
  }

  it.each(operations)('%s', (operationId) => {
    const schema = responseSchemas[`${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`];
    expect(schema).toBeDefined();
    expect(acceptedByRule(operationId)).toEqual(acceptedBySchema(schema));
  });
});
