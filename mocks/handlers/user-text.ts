import { z } from 'zod';
import { normaliseUserText } from '../../src/lib/validation/user-text';

/**
 * A request body schema whose people-written fields go through the product's one text rule before they are
 * checked: control characters and bidi overrides are stripped (not refused), exactly as the client strips them,
 * so a crafted call stores what the form would have sent and the length rules count the text that is kept.
 */
export function withUserText<S extends z.ZodType>(
  schema: S,
  fields: { singleLine?: readonly string[]; multiline?: readonly string[] },
) {
  return z.preprocess((raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const body: Record<string, unknown> = { ...raw };
    const apply = (names: readonly string[] | undefined, multiline: boolean) => {
      for (const name of names ?? []) {
        const value = body[name];
        if (typeof value === 'string') body[name] = normaliseUserText(value, { multiline });
      }
    };
    apply(fields.singleLine, false);
    apply(fields.multiline, true);
    return body;
  }, schema);
}
