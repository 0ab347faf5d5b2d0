import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from '../../src/config/paths';
import { SLOW } from './support/page-checks';

/*
 * What a crawler that runs JavaScript sees: the rendered document's <head> (React hoists each page's title and
 * tags there), and the static robots.txt and build-time sitemap.xml beside the app.
 */

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`);

test("a shared teacher profile's HTML names the teacher in the title and og:title, with a picture", async ({
  page,
}) => {
  await page.goto('/profile/username/zeynepcelik');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeynep Çelik' })).toBeVisible(SLOW);
  await expect(page).toHaveTitle('Zeynep Çelik · Özel Ders');
  await expect(meta(page, 'meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Zeynep Çelik · Özel Ders',
  );
  await expect(meta(page, 'meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
  await expect(meta(page, 'meta[property="og:description"]')).toHaveAttribute('content', /★ \d,\d \/ 5/);
  const html = await page.content();
  expect(html).toMatch(/<title>Zeynep Çelik · Özel Ders<\/title>/);
  expect(html).toMatch(/<meta property="og:title" content="Zeynep Çelik · Özel Ders">/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/profile\/username\/zeynepcelik">/);
});

test('the home page and the directory each have their own title, description and canonical', async ({
  page,
}) => {
  const seen = new Map<string, { title: string; description: string | null; canonical: string | null }>();
  for (const [path, h1] of [
    ['/', /Size uygun eğitmeni bulun/],
    ['/teachers', 'Uzman Eğitmenlerle Öğrenin'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible(SLOW);
    const canonical = meta(page, 'link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', new URL(path, page.url()).href);
    // One set per page: the previous page's tags leave with it.
    await expect(meta(page, 'meta[name="description"]')).toHaveCount(1);
    await expect(canonical).toHaveCount(1);
    seen.set(path, {
      title: await page.title(),
      description: await meta(page, 'meta[name="description"]').getAttribute('content'),
      canonical: await canonical.getAttribute('href'),
    });
  }
  const [home, teachers] = [seen.get('/')!, seen.get('/teachers')!];
  expect(home.title).toBe('Özel Ders | Uzman Eğitmenlerle Birebir Özel Ders Bul');
  expect(teachers.title).toBe('Eğitmenler · Özel Ders');
  expect(teachers.description).toBeTruthy();
  expect(teachers.description).not.toBe(home.description);
});

test('robots.txt keeps the signed-in areas out and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const area of ['/settings', '/chat', '/notifications', '/lesson-requests', '/dashboard']) {
    expect(text).toMatch(new RegExp(`^Disallow: ${area}$`, 'm'));
  }
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('sitemap.xml lists the public pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(listed).toEqual(expect.arrayContaining([...publicPaths]));
  expect(listed.some((path) => path.startsWith('/settings'))).toBe(false);
});
