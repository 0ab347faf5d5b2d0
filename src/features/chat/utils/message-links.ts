export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses only: javascript:, data: and the like stay plain text.
const LINK = /\bhttps?:\/\/[^\s<>"']+/giu;
// Punctuation that ends a sentence is not part of the address ("bak: https://a.com/x.").
const TRAILING = /[.,;:!?)\]}'"»]+$/u;

/** Safe address or null: parsed by URL, and only http or https. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into plain text and http(s) links, to be rendered as text nodes and anchors (never as
 * HTML). Everything else, markup included, stays text.
 */
export function splitMessageLinks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  for (const match of content.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    const start = match.index;
    if (start > rest) parts.push({ kind: 'text', text: content.slice(rest, start) });
    parts.push({ kind: 'link', text: raw, href });
    rest = start + raw.length;
  }
  if (rest < content.length) parts.push({ kind: 'text', text: content.slice(rest) });
  return parts;
}
