import { afterEach, expect, it, vi } from 'vitest';

/** env.ts reads /config.js once, when first imported: each case imports fresh copies. */
async function freshSeo(config: Record<string, string>) {
  window.__APP_CONFIG__ = config;
  vi.resetModules();
  return import('./site-url');
}

afterEach(() => {
  delete window.__APP_CONFIG__;
});

it("uses the page's own origin when no site address is configured", async () => {
  const { absoluteUrl, canonicalUrl } = await freshSeo({});
  expect(absoluteUrl('/teachers')).toBe(`${window.location.origin}/teachers`);
  expect(canonicalUrl('/teachers', { page: undefined })).toBe(`${window.location.origin}/teachers`);
});

it('uses the configured public origin, without its trailing slash, and keeps only the given query', async () => {
  const { absoluteUrl, canonicalUrl } = await freshSeo({ siteUrl: 'https://ozelders.example/' });
  expect(canonicalUrl('/teachers', { page: 2 })).toBe('https://ozelders.example/teachers?page=2');
  expect(absoluteUrl('og-default.png')).toBe('https://ozelders.example/og-default.png');
  expect(absoluteUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
});
