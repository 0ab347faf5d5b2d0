/*
 * The one rule for text people write for others to read: a lesson request's message, a review, a listing's
 * title and description, a chat message. The client applies it before sending and the mock backend applies
 * it to whatever arrives (even a crafted call), so both store the same text. This module imports nothing:
 * the mocks may import it (eslint.config.js), and a copy of the rule in the mocks would drift.
 *
 * Removed: control characters (NUL, BEL, escape, DEL, the C1 range), bidirectional overrides, embeddings,
 * isolates and marks (they reorder or hide the text around them on every screen that shows it), the byte-order
 * mark and the other invisible format characters. Kept: zero-width joiners and non-joiners, which join emoji
 * sequences (👩‍🏫) and spell some languages. A tab becomes a space. Multi-line text keeps its line breaks, written
 * as '\n' whatever the sender's platform ('\r\n', '\r', the Unicode line and paragraph separators); single-line
 * text has a space for each. Nothing is trimmed: each form counts and trims as its own rules say.
 */

// Every control (Cc) and format (Cf) character, and the line and paragraph separators, except the joiners.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const LINE_BREAK = /\r\n|[\r\u2028\u2029\u0085]/g;

export interface UserTextOptions {
  /** A message, a description: line breaks are kept. A title: they are removed. */
  multiline?: boolean;
}

export function normaliseUserText(value: string, { multiline = false }: UserTextOptions = {}): string {
  const lines = value.replace(/\t/g, ' ').replace(LINE_BREAK, '\n');
  if (!multiline) return lines.replace(/\n/g, ' ').replace(INVISIBLE, '');
  return lines
    .split('\n')
    .map((line) => line.replace(INVISIBLE, ''))
    .join('\n');
}
