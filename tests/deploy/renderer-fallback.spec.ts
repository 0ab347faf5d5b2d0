import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { SLOW } from '../e2e/support/page-checks';
import { type NginxInstance, startNginx } from './nginx-instance';
import { deployServers } from './servers';
import { watchPage } from './watch-page';

/*
 * nginx in front of the server renderer (RENDERER, deploy/pages-renderer.conf), checked against a stand-in
 * renderer whose answers each test chooses: pages go to it without the visitor's cookie or token, one copy is
 * shared for a while, nothing marked private is kept, its own security headers never reach the browser, and the
 * site never goes blank: a renderer slower than 2 s or stopped gives the SPA's index.html, on which the app
 * boots. (The real renderer's pages behind nginx: rendered-pages.spec.ts.)
 */

const { stubNginxPort, stubRendererPort, stoppedNginxPort, stoppedRendererPort } = deployServers;

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}
const seen: Seen[] = [];
const held = new Set<ServerResponse>();
const sockets = new Set<Socket>();

/** The stand-in: /slow/… never answers, /gone is a 404, /private says no-store, /cookie sets one; others render. */
const stub = createServer((request, response) => {
  const url = request.url ?? '/';
  seen.push({ url, headers: request.headers });
  const path = new URL(url, 'http://stub').pathname;
  if (path.startsWith('/slow/')) {
    held.add(response);
    return;
  }
  const count = seen.filter((entry) => entry.url === url).length;
  response.writeHead(path === '/gone' ? 404 : 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "script-src 'unsafe-inline'",
    ...(path === '/private' ? { 'Cache-Control': 'no-store' } : {}),
    ...(path === '/cookie' ? { 'Set-Cookie': 'session=renderer' } : {}),
  });
  // Long enough to be compressed on the way out (gzip_min_length).
  response.end(`<!doctype html><title>stub ${url} #${count}</title><p>${'Eğitmen '.repeat(64)}</p>`);
});
stub.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

let withStub: NginxInstance;
let stopped: NginxInstance;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(stubRendererPort, '127.0.0.1', resolve));
  withStub = await startNginx(stubNginxPort, { RENDERER: `http://127.0.0.1:${stubRendererPort}` });
  // Nothing listens on the stopped renderer's port.
  stopped = await startNginx(stoppedNginxPort, { RENDERER: `http://127.0.0.1:${stoppedRendererPort}` });
});

test.afterAll(async () => {
  await Promise.all([withStub?.stop(), stopped?.stop()]);
  for (const response of held) response.destroy();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => stub.close(resolve));
});

/** A request as a signed-in visitor's browser would send it: with a cookie and a bearer token. */
const get = (base: string, path: string) =>
  fetch(`${base}${path}`, {
    headers: {
      Cookie: 'refresh=secret-cookie',
      Authorization: 'Bearer secret-token',
      'Accept-Encoding': 'gzip',
    },
  });

const indexHtml = async (base: string) => (await fetch(`${base}/index.html`)).text();

test('a page is rendered without the cookie or token, shared once rendered, and the browser still revalidates', async () => {
  const path = `/teachers?sort=rating&page=${Date.now()}`;
  const first = await get(withStub.url, path);
  expect(first.status).toBe(200);
  expect(await first.text()).toContain(`stub ${path} #1`);
  expect(first.headers.get('x-page-cache')).toBe('MISS');
  expect(first.headers.get('cache-control')).toBe('no-cache');
  expect(first.headers.get('content-encoding')).toBe('gzip');
  // nginx's policy, as on index.html: the renderer's own header never reaches the browser.
  const staticPage = await fetch(`${withStub.url}/index.html`);
  expect(first.headers.get('content-security-policy')).toBe(
    staticPage.headers.get('content-security-policy'),
  );
  expect(first.headers.get('content-security-policy')).toContain("script-src 'self';");

  const again = await get(withStub.url, path);
  expect(await again.text()).toContain(`stub ${path} #1`);
  expect(again.headers.get('x-page-cache')).toBe('HIT');

  const asked = seen.filter((entry) => entry.url === path);
  expect(asked).toHaveLength(1);
  expect(asked[0]?.headers.cookie).toBeUndefined();
  expect(asked[0]?.headers.authorization).toBeUndefined();
  expect(asked[0]?.headers['accept-encoding']).toBeUndefined();
});

test('an answer the renderer marks no-store or gives a cookie is never kept, and its cookie never passed on', async () => {
  for (const path of ['/private', '/cookie']) {
    const before = seen.filter((entry) => entry.url === path).length;
    const first = await get(withStub.url, path);
    const second = await get(withStub.url, path);
    expect(await second.text(), path).toContain(`stub ${path} #${before + 2}`);
    expect(first.headers.get('set-cookie'), path).toBeNull();
    expect(second.headers.get('x-page-cache'), path).not.toBe('HIT');
  }
});

test("the renderer's 404 passes through; files and addresses that hold a secret never reach it", async () => {
  const gone = await get(withStub.url, '/gone');
  expect(gone.status).toBe(404);
  expect(await gone.text()).toContain('stub /gone');

  const shell = await indexHtml(withStub.url);
  for (const path of [
    '/missing-file.png',
    '/reset-password?token=SECRET',
    '/verify-email?email=elif%40example.com',
  ]) {
    const response = await get(withStub.url, path);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toBe(shell);
  }
  expect(
    seen.map((entry) => entry.url).filter((url) => /SECRET|missing-file|verify-email/.test(url)),
  ).toEqual([]);
});

test('a renderer slower than 2 s gives the SPA shell in about 2 s', async () => {
  const shell = await indexHtml(withStub.url);
  const started = performance.now();
  const response = await get(withStub.url, `/slow/teachers?q=${Date.now()}`);
  const body = await response.text();
  const elapsed = performance.now() - started;

  expect(response.status).toBe(200);
  expect(body).toBe(shell);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  expect(elapsed).toBeGreaterThanOrEqual(1_900);
  expect(elapsed).toBeLessThan(4_000);
});

test('with the renderer stopped every route is the SPA, and the app boots on it', async ({ page }) => {
  const shell = await indexHtml(stopped.url);
  for (const path of [
    '/',
    '/teachers?root=1&mode=online&sort=rating',
    '/courses',
    '/courses/1',
    '/category/matematik',
    '/profile/username/zeynepcelik',
    '/about',
    '/login',
    '/chat',
  ]) {
    const response = await get(stopped.url, path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self';");
    expect(await response.text(), path).toBe(shell);
  }

  const watch = await watchPage(page);
  await page.goto(`${stopped.url}/profile/username/zeynepcelik`);
  await expect(page.getByRole('heading', { name: /Zeynep Çelik/ }).first()).toBeVisible(SLOW);
  expect(await watch.problems()).toEqual([]);
});
