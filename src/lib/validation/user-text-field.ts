import { z } from 'zod';
import { normaliseUserText } from './user-text';

export interface UserTextFieldRules {
  /** A message, a description, a biography: line breaks are kept. A title: they are removed. */
  multiline?: boolean;
  /** The contract's limits, counted after the text rule and trimming. */
  min: number;
  max: number;
  /** The `ns:key` of each message, as FormField shows it. */
  messages: { required: string; min: string; max: string };
  /** An empty field says only 'required' (zod stops there) instead of also failing the minimum. */
  stopWhenEmpty?: boolean;
}

/**
 * A field of text people write for others to read: the one text rule (user-text.ts) applied as they type it,
 * trimmed, then required, at least `min` and at most `max` characters, each with its own message.
 */
export function userTextField({
  multiline = false,
  min,
  max,
  messages,
  stopWhenEmpty = false,
}: UserTextFieldRules) {
  return z
    .string()
    .overwrite((value) => normaliseUserText(value, { multiline }))
    .trim()
    .min(1, stopWhenEmpty ? { error: messages.required, abort: true } : { error: messages.required })
    .min(min, { error: messages.min })
    .max(max, { error: messages.max });
}
