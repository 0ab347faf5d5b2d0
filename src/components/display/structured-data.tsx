import { type JsonLd, scriptSafeJson } from '@/lib/seo';

/**
 * A page's schema.org description as a JSON-LD data block. The browser never runs a script of this type, so
 * the strict CSP allows it; the text is escaped (`scriptSafeJson`) so nothing a person typed can close the element.
 * Rendered by the page beside its content, the server's HTML and the client's render hold the same block.
 */
export function StructuredData({ data }: { data: JsonLd | readonly JsonLd[] }) {
  // The one place markup is written from a string: JSON whose `<`, `>` and `&` are escapes, never user HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
