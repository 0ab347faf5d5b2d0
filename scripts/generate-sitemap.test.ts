import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// A node test: it brings the mock backend itself (MSW answers fetch in Node; see vite.config.ts).
import { resetMockBackendAfterEachTest } from '../tests/mock-server';
import { publicPaths } from '../src/config/paths.ts';
import { sitemapUrls, sitemapXml, writeSitemap } from './generate-sitemap.ts';

resetMockBackendAfterEachTest();

const SITE = 'https://ozelders.example';
const API = 'http://api.sitemap.test';

async function total(path: string): Promise<number> {
  const response = await fetch(`${API}${path}?page=0&size=1`);
  return ((await response.json()) as { data: { totalElements: number } }).data.totalElements;
}

describe('sitemap', () => {
  it('lists the public pages from paths.ts when no API address is given', async () => {
    const urls = await sitemapUrls({ siteUrl: `${SITE}/` });
    expect(urls).toEqual(publicPaths.map((path) => `${SITE}${path}`));
    expect(urls).toContain(`${SITE}/teachers`);
    expect(urls.some((url) => url.includes('/settings') || url.includes('/chat'))).toBe(false);
  });

  it('adds every teacher profile and every listing, reading all their pages from the API', async () => {
    const [teachers, listings] = await Promise.all([
      total('/v1/teacher/all'),
      total('/v1/announcements/pageable'),
    ]);
    // More listings than one page of 100 holds: the paging is really walked.
    expect(listings).toBeGreaterThan(100);
    const urls = await sitemapUrls({ siteUrl: SITE, apiBaseUrl: `${API}/` });
    expect(urls).toContain(`${SITE}/profile/username/zeynepcelik`);
    expect(urls).toContain(`${SITE}/courses/1`);
    expect(urls.filter((url) => url.includes('/profile/username/'))).toHaveLength(teachers);
    expect(urls.filter((url) => /\/courses\/\d+$/.test(url))).toHaveLength(listings);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('fails rather than writing a shrunken sitemap when the API answers an error', async () => {
    const failing: typeof fetch = () => Promise.resolve(new Response('{}', { status: 500 }));
    await expect(sitemapUrls({ siteUrl: SITE, apiBaseUrl: API, fetchImpl: failing })).rejects.toThrow(/500/);
  });

  it('escapes addresses as XML', () => {
    expect(sitemapXml([`${SITE}/profile/username/a&b`])).toContain(
      '<loc>https://ozelders.example/profile/username/a&amp;b</loc>',
    );
  });
});

describe('writeSitemap', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes sitemap.xml and gives the copied robots.txt one absolute Sitemap line', async () => {
    writeFileSync(join(dir, 'robots.txt'), readFileSync('public/robots.txt', 'utf8'));
    await writeSitemap(dir, { siteUrl: SITE });
    await writeSitemap(dir, { siteUrl: SITE });
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${SITE}/sitemap.xml`]);
    expect(robots).toMatch(/^Disallow: \/settings$/m);
  });
});
