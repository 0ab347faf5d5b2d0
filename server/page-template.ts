import type { RenderOutcome } from '../src/entry-server.tsx';
import { withoutDefaultHeadTags } from '../src/lib/seo/default-head.ts';

/*
 * How a render's outcome goes into the page template (index.html). The template is taken apart once per
 * process; a page is then its pieces joined around the render's head, markup and state. Searching each
 * finished page instead (150-200 kB, of which about 130 kB of style tags) with the regular expressions below
 * took a fifth of a small page's CPU time.
 */

const NOINDEX = '<meta name="robots" content="noindex">';
const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The classic script index.html runs before the first paint (public/first-paint.js). */
const FIRST_PAINT_TAG = '<script src="/first-paint.js"></script>';
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="([^"]+)">/g;

/** A template ready for pages: its pieces around the first-paint script, the end of <head> and #root. */
interface PreparedTemplate {
  /** Where the first-paint script goes, with the template's own modules (absent: they stay in the head). */
  firstPaint?: { before: string; preloads: string[]; entries: string[] };
  /** Up to the end of <head> (after the first-paint script when there is one). */
  head: string;
  /** From the end of <head> to #root. */
  body: string;
  /** After #root. */
  end: string;
}

function split(html: string, marker: string): [string, string] | undefined {
  const at = html.indexOf(marker);
  return at < 0 ? undefined : [html.slice(0, at), html.slice(at + marker.length)];
}

/*
 * A rendered page paints from its HTML: its modules only hydrate it, so they are fetched after its first paint.
 * Its module script and preloads are taken out of the head and named on the first-paint script, which adds them
 * once the page is on screen. Lighthouse showed why: with them in the head, the page's FCP and LCP were those of
 * its 190 kB of JavaScript (its simulation counts every script that arrives before the paint as blocking it),
 * and the phone's bandwidth went to them before the page's images. The shell keeps them: it shows nothing
 * without them.
 */
function prepare(template: string): PreparedTemplate | undefined {
  const html = withoutDefaultHeadTags(template);
  const preloads: string[] = [];
  const entries: string[] = [];
  const withoutModules = html
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    });
  const moved = html.includes(FIRST_PAINT_TAG) && entries.length === 1;
  const [before, afterFirstPaint] =
    (moved && split(withoutModules, FIRST_PAINT_TAG)) || (['', html] as const);
  const [head, afterHead] = split(afterFirstPaint, HEAD_END) ?? [];
  const [body, end] = (afterHead !== undefined && split(afterHead, ROOT)) || [];
  if (head === undefined || body === undefined || end === undefined) return undefined;
  return { ...(moved ? { firstPaint: { before, preloads, entries } } : {}), head, body, end };
}

/**
 * Puts rendered pages into `template`: the page's head tags at the end of <head> (its <title> replacing the
 * template's, its description and sharing tags the template's defaults: a crawler reading two og:title takes
 * the first), its markup and state in #root, and the modules that hydrate it on the first-paint script.
 */
export function templateFiller(template: string): (outcome: RenderOutcome) => string {
  const withTitle = prepare(template);
  const withoutTitle = prepare(template.replace(DEFAULT_TITLE, ''));
  return (outcome) => {
    if (outcome.kind === 'refused') return template.replace(HEAD_END, `${NOINDEX}${HEAD_END}`);
    if (outcome.kind !== 'page') return template;
    const prepared = outcome.head.includes('<title>') ? withoutTitle : withTitle;
    if (!prepared) throw new Error('the page template has no </head> or no empty #root');
    const noindex = outcome.status === 404 && !outcome.head.includes('name="robots"') ? NOINDEX : '';
    // Escaped where they are written into an attribute, once.
    const screenModules = outcome.modules.map((file) => `/${file}`);
    const { firstPaint } = prepared;
    let start: string;
    let head = noindex + outcome.head;
    if (firstPaint) {
      const modules = [...new Set([...firstPaint.preloads, ...screenModules])].concat(firstPaint.entries);
      start =
        firstPaint.before +
        `<script src="/first-paint.js" data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
    } else {
      start = '';
      head += screenModules
        .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
        .join('');
    }
    return (
      start +
      prepared.head +
      head +
      HEAD_END +
      prepared.body +
      `<div id="root"${outcome.rootAttributes}>${outcome.body}</div>${outcome.stateScript}` +
      prepared.end
    );
  };
}
