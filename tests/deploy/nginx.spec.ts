import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/support/session';
import { startNginx } from './nginx-instance';
import { deployServers } from './servers';
import { watchPage } from './watch-page';

/*
 * The production build as deployed: nginx (deploy/start-nginx.sh) in front, the mock server as the API behind
 * its proxy. Each screen must load with no Content-Security-Policy violation and no console error, and the
 * server must answer with the caching, compression and security headers the deployment promises.
 */

/** The first hashed script index.html loads. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/index.html')).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'index.html names its entry script').toBeDefined();
  return entry ?? '';
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${deployServers.apiUrl}/__mock/reset`);
  expect(reset.ok()).toBe(true);
});

test('home, the teacher directory and a teacher profile load with no CSP violation or console error', async ({
  page,
}) => {
  const watch = await watchPage(page);

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.goto('/teachers');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A teacher card with its photo: the API (/v1) and its media (/mock-media) came through the proxy.
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

  await page.goto('/profile/username/zeynepcelik');
  await expect(page.getByRole('heading', { name: /Zeynep Çelik/ }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].some((image) => image.src.includes('/mock-media/') && image.naturalWidth > 0),
      ),
    )
    .toBe(true);

  expect(await watch.problems()).toEqual([]);
});

test('signing in opens the socket through the proxy, with no CSP violation or console error', async ({
  page,
}) => {
  const watch = await watchPage(page);
  // The STOMP session over SockJS's WebSocket at /ws, proxied by nginx with the upgrade headers. Its frames are
  // watched from the moment it opens: CONNECTED can arrive before the header has finished updating.
  const connected = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/ws/'))
    .then(async (ws) => {
      await ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('CONNECTED'));
      return ws;
    });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await page.getByLabel('Kullanıcı adı veya e-posta').fill('elifdemir');
  await page.getByLabel('Şifre', { exact: false }).and(page.locator('input')).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /elifdemir/ })).toBeVisible();

  const ws = await connected;
  expect(ws.url()).toContain(`ws://127.0.0.1:${deployServers.nginxPort}/ws/`);

  expect(await watch.problems()).toEqual([]);
});

test('the CSP lets the page reach exactly the configured origins', async ({ page }) => {
  await watchPage(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();

  const config = await page.evaluate(() => (window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__);
  expect(config).toEqual({ apiBaseUrl: '', wsUrl: '/ws', provincesBaseUrl: deployServers.apiUrl });

  // The provinces service (another origin, from config.js) answers; any other origin is refused by the CSP.
  const provinces = await page.evaluate(async (base) => {
    const response = await fetch(`${base}/v1/provinces?fields=id,name`);
    return response.status;
  }, deployServers.apiUrl);
  expect(provinces).toBe(200);

  const elsewhere = await page.evaluate(() =>
    fetch('http://127.0.0.2:9/v1/anything').then(
      () => 'fetched',
      () => 'refused',
    ),
  );
  expect(elsewhere).toBe('refused');
  await expect
    .poll(() => page.evaluate(() => window.__cspViolations ?? []))
    .toEqual([expect.stringMatching(/^csp: connect-src blocked http:\/\/127\.0\.0\.2:9\/v1\/anything/)]);
});

test('hashed assets are immutable and precompressed, a missing one is never stored; index.html, config.js and version.json are revalidated', async ({
  request,
}) => {
  const entry = await entryScript(request);

  const brotli = await request.get(entry, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toMatch(/javascript/);

  const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  // A chunk that is not there (yet: a deploy in progress) must not be cached as missing for a year.
  const missing = await request.get('/assets/route-gone-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  const revalidated = await request.get(entry, {
    headers: { 'If-Modified-Since': brotli.headers()['last-modified'] ?? '' },
  });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The build manifest stays on the server (the budgets read it), not on the web.
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);

  for (const path of ['/', '/index.html', '/config.js', '/version.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  // An open app compares this with its own release to offer the reload after a deploy.
  expect(await (await request.get('/version.json')).json()).toMatchObject({
    release: expect.stringMatching(/^[0-9a-f]{12}$/),
    builtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
});

test('a deep link answers 200 with the app, with the security headers', async ({ request }) => {
  const response = await request.get('/teachers?page=2');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('<div id="root"></div>');

  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`connect-src 'self' ${deployServers.apiUrl}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

/** Runs deploy/start-nginx.sh up to `nginx -t` with these settings; its run folder and its outcome. */
async function prepareServer(settings: Record<string, string>) {
  const runDir = await mkdtemp(join(tmpdir(), 'start-nginx-'));
  const run = await promisify(execFile)('bash', ['deploy/start-nginx.sh'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DIST_DIR: deployServers.distDir,
      RUN_DIR: runDir,
      ACCESS_LOG: 'off',
      NGINX_CHECK_ONLY: '1',
      ...settings,
    },
  }).then(
    ({ stderr }) => ({ ok: true, stderr }),
    (error: { stderr?: string }) => ({ ok: false, stderr: error.stderr ?? '' }),
  );
  const read = (file: string) => readFile(join(runDir, file), 'utf8').catch(() => '');
  return { run, read, cleanUp: () => rm(runDir, { recursive: true, force: true }) };
}

test('with the API on another origin, the start script writes config.js and a CSP that name exactly it', async () => {
  const server = await prepareServer({
    PORT: '8080',
    API_BASE_URL: 'https://api.example.com',
    PROVINCES_BASE_URL: 'https://provinces.example.com',
    MEDIA_ORIGINS: 'https://media.example.com',
  });
  try {
    expect(server.run).toEqual({ ok: true, stderr: expect.stringContaining('test is successful') });
    expect(await server.read('config.js')).toContain(
      'window.__APP_CONFIG__ = {"apiBaseUrl":"https://api.example.com","wsUrl":"/ws","provincesBaseUrl":"https://provinces.example.com"};',
    );
    const headers = await server.read('headers.conf');
    expect(headers).toContain(
      "connect-src 'self' https://api.example.com wss://api.example.com https://provinces.example.com;",
    );
    expect(headers).toContain(
      "img-src 'self' data: blob: https://api.example.com https://media.example.com;",
    );
    // No UPSTREAM: nothing is proxied.
    expect(await server.read('api-proxy.conf')).toBe('');
  } finally {
    await server.cleanUp();
  }
});

test('TELEMETRY_URL goes into config.js and its origin into connect-src; unset, the reporter stays off', async () => {
  const server = await prepareServer({ TELEMETRY_URL: 'https://otel.example.com:4318/v1/logs' });
  try {
    expect(server.run.ok, server.run.stderr).toBe(true);
    expect(await server.read('config.js')).toContain(
      '"telemetryUrl":"https://otel.example.com:4318/v1/logs"};',
    );
    expect(await server.read('headers.conf')).toMatch(
      /connect-src 'self'[^;]* https:\/\/otel\.example\.com:4318;/,
    );
  } finally {
    await server.cleanUp();
  }
  const off = await prepareServer({});
  try {
    expect(off.run.ok, off.run.stderr).toBe(true);
    expect(await off.read('config.js')).not.toContain('telemetryUrl');
  } finally {
    await off.cleanUp();
  }
  const hostile = await prepareServer({ TELEMETRY_URL: 'https://otel.example.com/"; alert(1)//' });
  try {
    expect(hostile.run.ok).toBe(false);
    expect(hostile.run.stderr).toContain('TELEMETRY_URL must be an http(s) URL or a path');
    expect(await hostile.read('config.js')).toBe('');
  } finally {
    await hostile.cleanUp();
  }
});

test('the start script refuses an address that could break out of config.js or the CSP header', async () => {
  for (const API_BASE_URL of [
    'https://api.example.com"; alert(1)//',
    "https://x.example.com 'unsafe-eval'",
  ]) {
    const server = await prepareServer({ API_BASE_URL });
    try {
      expect(server.run.ok, API_BASE_URL).toBe(false);
      expect(server.run.stderr).toContain('API_BASE_URL must be an http(s) URL or a path');
      expect(await server.read('config.js')).toBe('');
    } finally {
      await server.cleanUp();
    }
  }
});

test("with SITE_URL, sitemap.xml and robots.txt are written for it at start, with the API's profiles and listings", async () => {
  const site = await startNginx(deployServers.siteNginxPort, { SITE_URL: 'https://ozelders.example' });
  try {
    const sitemap = await fetch(`${site.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('cache-control')).toBe('no-cache');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://ozelders.example/</loc>');
    expect(xml).toContain('<loc>https://ozelders.example/teachers</loc>');
    // Read from the API behind nginx (UPSTREAM) when nginx started, not at build time.
    expect(xml).toContain('<loc>https://ozelders.example/profile/username/zeynepcelik</loc>');
    expect(xml).toMatch(/<loc>https:\/\/ozelders\.example\/courses\/\d+<\/loc>/);
    expect(xml).not.toContain('localhost');

    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /settings');
    expect(robots).toMatch(/\nSitemap: https:\/\/ozelders\.example\/sitemap\.xml\n$/);
    expect(robots).not.toContain('localhost');
    // The app's canonical and sharing links name the same origin.
    expect(await (await fetch(`${site.url}/config.js`)).text()).toContain(
      '"siteUrl":"https://ozelders.example"',
    );
  } finally {
    await site.stop();
  }
});

test('an API that cannot be read at start leaves a sitemap of the public pages, and the start goes on', async () => {
  const server = await prepareServer({
    SITE_URL: 'https://ozelders.example',
    UPSTREAM: 'http://127.0.0.1:9',
  });
  try {
    expect(server.run.ok).toBe(true);
    expect(server.run.stderr).toContain('the sitemap lists the public pages only');
    const xml = await server.read('site/sitemap.xml');
    expect(xml).toContain('<loc>https://ozelders.example/about</loc>');
    expect(xml).not.toContain('/profile/');
  } finally {
    await server.cleanUp();
  }
});

test('the start script refuses a SITE_URL or RENDERER that is not a plain origin', async () => {
  for (const [name, value] of [
    ['SITE_URL', 'https://ozelders.example/"; alert(1)//'],
    ['SITE_URL', 'https://ozelders.example/path'],
    ['RENDERER', 'http://127.0.0.1'],
    ['RENDERER', 'http://127.0.0.1:8081; include /etc/passwd'],
  ] as const) {
    const server = await prepareServer({ [name]: value });
    try {
      expect(server.run.ok, value).toBe(false);
      expect(server.run.stderr, value).toContain(`${name} must be`);
    } finally {
      await server.cleanUp();
    }
  }
});
