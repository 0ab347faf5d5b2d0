/*
 * index.html carries a default description and sharing tags for every address, so a link to a page without
 * tags of its own (a signed-in screen, the shell the server sends when it cannot render) still previews as the
 * site. Each carries `data-default`: once a page renders its own tags (PageMeta), the defaults must go, or a
 * crawler would read two og:title and take the wrong one.
 */
export const DEFAULT_HEAD_ATTRIBUTE = 'data-default';

const DEFAULT_TAG = new RegExp(
  `[ \\t]*<meta\\b[^>]*\\s${DEFAULT_HEAD_ATTRIBUTE}(?:=(?:""|''))?[\\s/>][^>]*>\\n?`,
  'g',
);

/** The server's part: the template's default tags left out of a page that rendered its own head. */
export function withoutDefaultHeadTags(html: string): string {
  return html.replace(DEFAULT_TAG, '');
}

/**
 * The browser's part: the template's defaults removed before the app renders, so React's hoisted tags are the
 * only ones (React would otherwise adopt an identical default as its own, and removing it later would take the
 * page's tag with it).
 */
export function removeDefaultHeadTags(doc: Document = document): void {
  for (const tag of doc.head.querySelectorAll(`[${DEFAULT_HEAD_ATTRIBUTE}]`)) tag.remove();
}
