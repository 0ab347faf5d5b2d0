/**
 * Writes sitemap.xml into a build folder and appends its absolute address to the folder's robots.txt (copied
 * from public/). The public pages come from src/config/paths.ts; given an API address, each teacher's profile
 * and each listing follow, read page by page.
 *
 *   node scripts/generate-sitemap.ts <outDir>
 *   SITE_URL=https://ozelders.example SITEMAP_API_BASE_URL=https://api.example node scripts/generate-sitemap.ts dist
 *
 * SITE_URL (or VITE_SITE_URL) is the public origin: a sitemap holds absolute addresses only. Without it the
 * local preview's origin is written, which suits tests and previews, not a deployment.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths, publicPaths } from '../src/config/paths.ts';

export const DEFAULT_SITE_URL = 'http://localhost:4173';
/** The most the API lets one page hold (openapi.yaml: size ≤ 100). */
const PAGE_SIZE = 100;
/** A stop for a server whose paging never ends; 50 000 addresses is also the sitemap format's own limit. */
const MAX_PAGES = 500;

interface Page {
  content: unknown[];
  totalPages: number;
}

function pageOf(body: unknown): Page | null {
  const data = (body as { data?: unknown } | null)?.data as Partial<Page> | null | undefined;
  if (!data || !Array.isArray(data.content)) return null;
  return { content: data.content, totalPages: typeof data.totalPages === 'number' ? data.totalPages : 1 };
}

/** Every item of a paged /v1 list; an unreachable or broken API fails the build rather than shrinking the sitemap. */
async function readAll(apiBaseUrl: string, endpoint: string, fetchImpl: typeof fetch): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const url = `${apiBaseUrl.replace(/\/+$/, '')}${endpoint}?page=${page}&size=${PAGE_SIZE}`;
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`sitemap: ${url} answered ${response.status}`);
    const result = pageOf(await response.json());
    if (!result) throw new Error(`sitemap: ${url} did not answer a page`);
    items.push(...result.content);
    if (result.content.length === 0 || page + 1 >= result.totalPages) break;
  }
  return items;
}

const field = (item: unknown, key: string): unknown => (item as Record<string, unknown> | null)?.[key];

export interface SitemapOptions {
  siteUrl: string;
  /** Without it only the public pages are listed. */
  apiBaseUrl?: string;
  fetchImpl?: typeof fetch;
}

/** The addresses, absolute: the public pages, then teachers' profiles, then listings, each once. */
export async function sitemapUrls({
  siteUrl,
  apiBaseUrl,
  fetchImpl = fetch,
}: SitemapOptions): Promise<string[]> {
  const origin = siteUrl.replace(/\/+$/, '');
  const pagePaths = [...publicPaths];
  if (apiBaseUrl) {
    const teachers = await readAll(apiBaseUrl, '/v1/teacher/all', fetchImpl);
    const listings = await readAll(apiBaseUrl, '/v1/announcements/pageable', fetchImpl);
    for (const teacher of teachers) {
      const username = field(teacher, 'username');
      if (typeof username === 'string' && username) pagePaths.push(paths.profileByUsername.getHref(username));
    }
    for (const listing of listings) {
      const id = field(listing, 'id');
      if (typeof id === 'number') pagePaths.push(paths.listing.getHref(id));
    }
  }
  return [...new Set(pagePaths)].map((path) => `${origin}${path}`);
}

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Writes `<outDir>/sitemap.xml` and the Sitemap line of `<outDir>/robots.txt`; returns the number of addresses. */
export async function writeSitemap(outDir: string, options: SitemapOptions): Promise<number> {
  const urls = await sitemapUrls(options);
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(urls));
  const robots = join(outDir, 'robots.txt');
  if (existsSync(robots)) {
    const rules = readFileSync(robots, 'utf8')
      .replace(/^Sitemap:.*\n?/gm, '')
      .trimEnd();
    writeFileSync(robots, `${rules}\n\nSitemap: ${options.siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`);
  }
  return urls.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'dist';
  const siteUrl = process.env.SITE_URL || process.env.VITE_SITE_URL || DEFAULT_SITE_URL;
  const apiBaseUrl = process.env.SITEMAP_API_BASE_URL || undefined;
  const count = await writeSitemap(outDir, { siteUrl, apiBaseUrl });
  console.log(`sitemap: ${count} addresses for ${siteUrl} in ${join(outDir, 'sitemap.xml')}`);
}
