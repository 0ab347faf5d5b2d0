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

/** Every JSON-LD object in the rendered document, parsed as a crawler parses it. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.flatMap((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>[]),
    );

test("index.html's default tags give way to the page's own: one of each, after the first render and a navigation", async ({
  page,
  request,
}) => {
  // Without JavaScript (a link preview of a signed-in screen, the shell), the template's defaults are there.
  const shell = await (await request.get('/settings')).text();
  expect(shell).toMatch(/<meta\s+property="og:title"\s+content="Özel Ders"\s+data-default/);
  expect(shell).toMatch(/<meta\s+property="og:image"\s+content="\/og-default.png"\s+data-default/);

  await page.goto('/profile/username/zeynepcelik');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeynep Çelik' })).toBeVisible(SLOW);
  const once = async (title: string) => {
    for (const selector of [
      'meta[property="og:title"]',
      'meta[property="og:image"]',
      'meta[property="og:description"]',
      'meta[name="description"]',
      'meta[name="twitter:card"]',
    ]) {
      await expect(meta(page, selector), selector).toHaveCount(1);
    }
    await expect(meta(page, 'meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('[data-default]')).toHaveCount(0);
  };
  await once('Zeynep Çelik · Özel Ders');
  expect(await structuredData(page)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        '@type': 'ProfilePage',
        mainEntity: expect.objectContaining({ '@type': 'Person', name: 'Zeynep Çelik' }),
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]),
  );

  // A navigation inside the app: the profile's tags and its JSON-LD leave with it.
  await page.getByRole('banner').getByRole('link', { name: 'Özel Ders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Size uygun eğitmeni bulun/ })).toBeVisible(SLOW);
  await once('Özel Ders | Uzman Eğitmenlerle Birebir Özel Ders Bul');
  const home = await structuredData(page);
  expect(home.map((item) => item['@type']).sort()).toEqual(['Organization', 'WebSite']);
});

test('a listing is described as a Course with an Offer in TRY', async ({ page }) => {
  await page.goto('/courses/1');
  // The listing's own fee (the teacher's other listings, loaded beside it, name theirs too).
  await expect(page.getByRole('term').filter({ hasText: 'Saatlik ücret' })).toBeVisible(SLOW);
  const course = (await structuredData(page)).find((item) => item['@type'] === 'Course');
  expect(course).toMatchObject({
    offers: { '@type': 'Offer', priceCurrency: 'TRY', price: expect.any(Number) },
    provider: { '@type': 'Organization', name: 'Özel Ders' },
  });
  await expect(page).toHaveTitle(`${course!.name as string} · Özel Ders`);
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
