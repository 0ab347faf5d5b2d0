import { type Browser, expect, type Page as BrowserPage, test } from '@playwright/test';
import { CLS_BUDGET, layoutShiftSum } from '../e2e/support/layout-shift';
import { SLOW } from '../e2e/support/page-checks';
import { startSignedIn } from '../e2e/support/session';
import { type NginxInstance, startNginx } from './nginx-instance';
import { deployServers } from './servers';
import { watchPage } from './watch-page';

/*
 * The production setup as `npm start` runs it (deploy/start.sh: nginx in front of the server renderer, the
 * suite's standalone mock server as the API, started here on ports of its own): what a link preview or a crawler gets without running JavaScript. Each
 * public page is fetched as a plain client and with the user agents of WhatsApp, Facebook and X, and must hold
 * its content, its own title and sharing tags, and valid JSON-LD; an unknown profile is a 404 nobody indexes.
 * The expected values are read from the same API, so the test follows the seed.
 */

const { apiUrl, productionPort, productionRendererPort } = deployServers;
const SITE_URL = 'https://ozelders.example';

const AGENTS = {
  plain: undefined,
  whatsapp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  twitter: 'Twitterbot/1.0',
} as const;

interface Page {
  status: number;
  headers: Headers;
  title: string;
  /** The visible text of the app's root, spaces collapsed. */
  text: string;
  /** The addresses the page links to. */
  links: string[];
  /** Every <script>: its src, or its type for an inline one. */
  scripts: { src: string | null; type: string | null }[];
  meta: (key: string) => string[];
  jsonLd: Record<string, unknown>[];
}

let parser: BrowserPage;
let production: NginxInstance;
let appUrl: string;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  // Only a parser: the HTML is fetched as a crawler does, then read in a page that runs no script.
  parser = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  production = await startNginx(
    productionPort,
    {
      RENDERER_PORT: String(productionRendererPort),
      SITE_URL,
      // The content is checked here, on a machine shared with other suites: nginx and the renderer wait longer
      // than the deployed 2 s (renderer-fallback.spec.ts checks that one on an nginx of its own).
      RENDERER_TIMEOUT: '10s',
      RENDER_TIMEOUT_MS: '8000',
    },
    'deploy/start.sh',
  );
  appUrl = production.url;
});

test.afterAll(async () => {
  await production?.stop();
});

/** `path` fetched as a client that runs no JavaScript (with that User-Agent), and what its HTML holds. */
async function fetchPage(path: string, agent?: string): Promise<Page> {
  const response = await fetch(`${appUrl}${path}`, { headers: agent ? { 'User-Agent': agent } : {} });
  await parser.setContent(await response.text(), { waitUntil: 'domcontentloaded' });
  const read = await parser.evaluate(() => {
    const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
    for (const block of root?.querySelectorAll('script, style') ?? []) block.remove();
    return {
      title: document.title,
      text: (root?.textContent ?? '').replace(/\s+/g, ' '),
      links: [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? ''),
      scripts: [...document.querySelectorAll('script')].map((script) => ({
        src: script.getAttribute('src'),
        type: script.getAttribute('type'),
      })),
      meta: [...document.querySelectorAll('meta')].map((tag) => ({
        key: tag.getAttribute('property') ?? tag.getAttribute('name') ?? '',
        content: tag.getAttribute('content') ?? '',
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (block) => block.textContent ?? '',
      ),
    };
  });
  return {
    status: response.status,
    headers: response.headers,
    ...read,
    meta: (key) => read.meta.filter((tag) => tag.key === key).map((tag) => tag.content),
    // A block that does not parse fails here.
    jsonLd: read.jsonLd.flatMap((text) => {
      const value = JSON.parse(text) as unknown;
      return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    }),
  };
}

const ofType = (page: Page, type: string) => page.jsonLd.filter((item) => item['@type'] === type);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeEach(async () => {
  expect((await fetch(`${apiUrl}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
});

test("a teacher's profile arrives as HTML with her name, photo, biography, listings, rating and JSON-LD", async () => {
  const profile = await api<{
    id: number;
    name: string;
    surname: string;
    biography: string;
    averageRating: number;
    totalReviews: number;
    profileImageUrl: string | null;
  }>('/v1/user/profile/username/zeynepcelik');
  const listings = await api<{ content: { title: string }[] }>(
    `/v1/announcements/teacher/${profile.id}?size=50`,
  );
  const name = `${profile.name} ${profile.surname}`;

  for (const [agent, userAgent] of Object.entries(AGENTS)) {
    const page = await fetchPage('/profile/username/zeynepcelik', userAgent);
    expect(page.status, agent).toBe(200);
    expect(page.headers.get('content-type'), agent).toMatch(/^text\/html/);
    expect(page.title, agent).toContain(name);
    // Its own sharing tags only: index.html's defaults are left out of a rendered page.
    expect(page.meta('og:title'), agent).toEqual([expect.stringContaining(name)]);
    expect(page.meta('description'), agent).toHaveLength(1);
    expect(page.meta('og:image'), agent).toContainEqual(
      expect.stringMatching(new RegExp(`^${SITE_URL}/(mock-media/avatars/zeynepcelik|og-default)`)),
    );
    expect(page.meta('og:url'), agent).toContain(`${SITE_URL}/profile/username/zeynepcelik`);
    expect(page.text, agent).toContain(profile.biography);
    for (const listing of listings.content) expect(page.text, agent).toContain(listing.title);
    expect(page.text, agent).toContain(profile.averageRating.toLocaleString('tr-TR'));
    expect(page.text, agent).toContain(`${profile.totalReviews} değerlendirme`);

    const [profilePage] = ofType(page, 'ProfilePage');
    expect(profilePage, agent).toMatchObject({
      '@context': 'https://schema.org',
      mainEntity: {
        '@type': 'Person',
        name,
        aggregateRating: { ratingValue: profile.averageRating, reviewCount: profile.totalReviews },
      },
    });
    expect(ofType(page, 'BreadcrumbList'), agent).toHaveLength(1);
  }
});

test('a listing arrives as HTML with its title, fee and a Course with an Offer in TRY', async () => {
  const listing = await api<{
    id: number;
    title: string;
    price: number;
    teacherName: string;
    teacherSurname: string;
  }>('/v1/announcements/1');
  for (const [agent, userAgent] of Object.entries(AGENTS)) {
    const page = await fetchPage(`/courses/${listing.id}`, userAgent);
    expect(page.status, agent).toBe(200);
    expect(page.title, agent).toContain(listing.title);
    expect(page.meta('og:title'), agent).toContainEqual(expect.stringContaining(listing.title));
    expect(page.meta('og:image'), agent).toContainEqual(expect.stringMatching(new RegExp(`^${SITE_URL}/`)));
    expect(page.text, agent).toContain(`${listing.teacherName} ${listing.teacherSurname}`);
    expect(page.text, agent).toContain(`₺${listing.price.toLocaleString('tr-TR')}`);
    expect(ofType(page, 'Course')[0], agent).toMatchObject({
      name: listing.title,
      offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'TRY' },
    });
  }
});

test('the teacher directory with filters arrives as HTML listing the teachers found', async () => {
  const { id } = await api<{ id: number }>('/v1/user/profile/username/zeynepcelik');
  for (const [agent, userAgent] of Object.entries(AGENTS)) {
    const page = await fetchPage('/teachers?q=Zeynep&mode=online&sort=rating', userAgent);
    expect(page.status, agent).toBe(200);
    expect(page.title, agent).toContain('Eğitmenler');
    expect(page.meta('og:title'), agent).toContainEqual(expect.stringContaining('Eğitmenler'));
    expect(page.text, agent).toContain('Zeynep Çelik');
    expect(page.links, agent).toContain(`/profile/id/${id}`);
  }
});

test('the home page arrives as HTML with the Organization and a WebSite that can be searched', async () => {
  for (const [agent, userAgent] of Object.entries(AGENTS)) {
    const page = await fetchPage('/', userAgent);
    expect(page.status, agent).toBe(200);
    expect(page.title, agent).toContain('Özel Ders');
    expect(page.meta('og:url'), agent).toContain(`${SITE_URL}/`);
    expect(page.text, agent).toContain('Eğitmen');
    expect(ofType(page, 'Organization'), agent).toHaveLength(1);
    expect(ofType(page, 'WebSite')[0], agent).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE_URL}/teachers?q={search_term_string}` },
      },
    });
  }
});

test('an unknown profile, listing or category answers 404 with noindex', async () => {
  for (const path of [
    '/profile/username/nobody-by-this-name',
    '/courses/987654',
    '/category/boyle-bir-ders-yok',
  ]) {
    for (const [agent, userAgent] of Object.entries(AGENTS)) {
      const page = await fetchPage(path, userAgent);
      expect(page.status, `${path} ${agent}`).toBe(404);
      expect(page.meta('robots'), `${path} ${agent}`).toContainEqual(expect.stringContaining('noindex'));
    }
  }
});

test('a rendered page carries the same strict CSP as index.html and runs no inline script', async () => {
  const shell = await fetch(`${appUrl}/index.html`);
  const csp = shell.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self';");
  for (const path of ['/', '/teachers?q=Zeynep', '/courses/1', '/profile/username/zeynepcelik']) {
    const page = await fetchPage(path);
    expect(page.headers.get('content-security-policy'), path).toBe(csp);
    expect(page.headers.get('cache-control'), path).toBe('no-cache');
    // Every script is a file of this origin or a data block (JSON, JSON-LD), which the CSP needs no exception for.
    for (const { src, type } of page.scripts) {
      const allowed = src ? /^\/(?!\/)/.test(src) : /^application\/(ld\+)?json$/.test(type ?? '');
      expect(allowed, `${path}: ${src ?? type}`).toBe(true);
    }
  }
});

test('a rendered page boots in the browser with no CSP violation or console error', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(`${appUrl}/profile/username/zeynepcelik`);
  await expect(page.getByRole('heading', { name: /Zeynep Çelik/ }).first()).toBeVisible(SLOW);
  await page.goto(`${appUrl}/courses/1`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  await page.goto(`${appUrl}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  expect(await watch.problems()).toEqual([]);
});

/*
 * Every public route, rendered by the server and hydrated by the browser: React must not report a mismatch (it
 * would throw the server's markup away and render the page again, a visible jump and wasted work on a phone).
 * The production build's React names its errors by number only: 418 (hydration failed), 419/422 (a boundary
 * switched to client rendering), 423 (the root rendered again), 425 (text did not match).
 */
const PUBLIC_ROUTES = [
  '/',
  '/teachers',
  '/teachers?mode=online&sort=rating&page=1',
  '/courses',
  '/courses/1',
  '/category/Matematik',
  '/profile/zeynepcelik',
  '/profile/id/7',
  '/profile/username/elifdemir',
  '/about',
  '/faq',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
];
const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered HTML|Minified React error #(418|419|422|423|425)\b/i;

for (const route of PUBLIC_ROUTES) {
  test(`${route} arrives rendered and hydrates without a warning`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${appUrl}${route}`);
    // Rendered by the server (not the fallback shell), and the browser has committed its hydration.
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await expect(page.locator('#root[data-hydrated]')).toBeAttached(SLOW);
    await expect(page.locator('main')).not.toBeEmpty();
    expect(problems).toEqual([]);
  });
}

/*
 * A signed-in visitor on a rendered page: the server renders as nobody in particular (the account area's places
 * empty, at their size), and her browser fills them with her bell, messages and menu once it has read the
 * stored session after hydrating. Nothing in view may move for that (cumulative layout shift at most 0.02), on a
 * phone and on a desktop, where the account area is wider.
 */
for (const width of [360, 1280]) {
  for (const route of ['/', '/teachers']) {
    test(`${route} does not shift at ${width} px while a signed-in visitor's header fills in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await startSignedIn(page, 'elifdemir');
      await page.goto(`${appUrl}${route}`);
      await expect(page.locator('#root[data-ssr]')).toBeAttached();
      await expect(page.locator('#root[data-hydrated]')).toBeAttached(SLOW);
      // Her header, as the browser draws it once the session is read: the message icon, and on a desktop her menu.
      await expect(page.getByRole('button', { name: /^Mesajlar/ })).toBeVisible(SLOW);
      if (width >= 768) await expect(page.getByRole('button', { name: /elifdemir/ })).toBeVisible(SLOW);
      expect(await layoutShiftSum(page)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
}
