import { z } from 'zod';

/*
 * Search filters are forgiving: a filter value that breaks its own schema (minPrice 'abc', a negative fee, a
 * cityId of 99999, sort 'drop') is dropped, as if it had not been sent, and the rest of the search is answered.
 * The directory does the same with a hand-edited URL, so a link with a broken filter shows the results of its
 * usable ones on both sides (docs/decisions/2026-11-26-teacher-filters-contract.md). Only the spec's own
 * fields of a body stay strict.
 */

type Shape = Record<string, z.ZodType>;

/** The body schema, with each of the named (optional) fields dropped when its value breaks the field's schema. */
export function droppingUnusable<T extends z.ZodObject<Shape>>(
  schema: T,
  keys: ReadonlyArray<keyof T['shape']>,
) {
  return z.preprocess((raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const body = { ...(raw as Record<string, unknown>) };
    for (const key of keys as string[]) {
      if (key in body && !schema.shape[key]!.safeParse(body[key]).success) delete body[key];
    }
    return body;
  }, schema);
}

/**
 * The named query parameters that fit their schema, read as text or, failing that, as a number; the others
 * are left out. An empty value counts as not sent.
 */
export function usableQuery<T extends z.ZodObject<Shape>, K extends keyof T['shape'] & string>(
  url: URL,
  schema: T,
  keys: readonly K[],
): Partial<{ [P in K]: z.output<T['shape'][P]> }> {
  const usable: Record<string, unknown> = {};
  for (const key of keys) {
    const text = url.searchParams.get(key)?.trim();
    if (!text) continue;
    const field = schema.shape[key]!;
    const asText = field.safeParse(text);
    const parsed = asText.success ? asText : field.safeParse(Number(text));
    if (parsed.success && parsed.data !== undefined) usable[key] = parsed.data;
  }
  return usable as Partial<{ [P in K]: z.output<T['shape'][P]> }>;
}
