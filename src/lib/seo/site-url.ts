import { env } from '@/config/env';

/**
 * The site's public origin without a trailing slash: the configured one (`siteUrl` in /config.js or
 * VITE_SITE_URL), else the page's own. Canonical and sharing links must be absolute; a configured origin keeps
 * them on the one public host when the app is also reachable under another name (a preview, an IP).
 */
export function siteOrigin(): string {
  const configured = env.siteUrl.trim().replace(/\/+$/, '');
  if (configured) return configured;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** An absolute address on this site for a path (`/teachers`); an address that already is absolute is kept. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteOrigin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The canonical address of a page: origin + path, plus only the query parameters that change what the page
 * lists. Pagination does (page 2 of the directory holds other teachers); search terms and filters do not (they
 * are views of the same page, and indexing each would split the page's ranking over endless variants).
 */
export function canonicalUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return absoluteUrl(text ? `${path}?${text}` : path);
}

/** The picture a shared link shows when the page has none of its own (public/og-default.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE = '/og-default.png';
