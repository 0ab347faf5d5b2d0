import { readFile, stat } from 'node:fs/promises';
import { expect, type Request, test } from '@playwright/test';
import { deployServers } from './servers';

/*
 * A password-reset link (/reset-password?token=…) behind nginx, as deployed: the token is sent nowhere as a
 * Referer (the page's policy comes as a header, before any of its files load), nginx's access log never writes
 * it, and the page takes it out of the address bar once read.
 */

const { accessLog } = deployServers;

/** What nginx has written to its access log since `from` (a byte offset). */
async function logSince(from: number): Promise<string> {
  const text = await readFile(accessLog, 'utf8').catch(() => '');
  return text.slice(from);
}

/** The access log's size now, so a test reads only the lines its own requests wrote. */
const logSize = () =>
  stat(accessLog).then(
    (file) => file.size,
    () => 0,
  );

/** The log line of a GET to `path` (matched exactly, up to the protocol) among `lines`. */
const lineFor = (lines: string, path: string) =>
  lines.split('\n').find((line) => line.includes(`"GET ${path} HTTP/`));

test('the reset page is served with no Referer for any of its files, and the token leaves the address bar', async ({
  page,
}) => {
  const secret = `SECRET${Date.now()}`;
  const from = await logSize();
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));

  const response = await page.goto(`/reset-password?token=${secret}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('button', { name: 'Şifremi güncelle' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  // Every file the page loaded, the first ones included (config.js, the entry chunks, the route's chunk).
  const referers = new Map(
    await Promise.all(
      sent.map(async (request) => [request.url(), (await request.allHeaders()).referer ?? '-'] as const),
    ),
  );
  const paths = [...referers.keys()].map((url) => new URL(url).pathname);
  expect(paths).toContain('/config.js');
  expect(paths.filter((path) => /^\/assets\/.+\.js$/.test(path)).length).toBeGreaterThan(1);
  // No request names the page. What the document loads itself sends no Referer at all; a chunk another chunk
  // imports names that chunk (a module's own referrer policy), which holds nothing secret.
  expect([...referers.values()].filter((referer) => referer.includes('reset-password'))).toEqual([]);
  const fromDocument = [...referers].filter(
    ([url]) => !/\/assets\//.test(url) || url.includes('/assets/index-'),
  );
  expect(fromDocument.length).toBeGreaterThan(2);
  expect(fromDocument.filter(([, referer]) => referer !== '-')).toEqual([]);

  // nginx's own record of the same requests: no token, and no Referer on the files the page loaded.
  await expect.poll(async () => lineFor(await logSince(from), '/config.js')).toBeDefined();
  const lines = await logSince(from);
  expect(lines).not.toContain(secret);
  expect(lineFor(lines, '/reset-password')).toBeDefined();
  expect(lineFor(lines, '/config.js')).toMatch(/ "-" "[^"]*"$/);
  // The browser asks for the favicon on its own, once the page has loaded.
  await expect.poll(async () => lineFor(await logSince(from), '/favicon.png')).toMatch(/ "-" "[^"]*"$/);
});

test('other pages keep their Referrer-Policy, and the access log writes no query string of any request', async ({
  request,
}) => {
  const from = await logSize();
  const page = await request.get('/teachers?q=gizli-arama&page=2', {
    headers: { Referer: 'http://127.0.0.1/reset-password?token=gizli-referer' },
  });
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const path of ['/RESET-PASSWORD?token=gizli-1', '/reset-password/?token=gizli-2']) {
    const reset = await request.get(path);
    expect(reset.headers()['referrer-policy'], path).toBe('no-referrer');
  }

  await expect.poll(async () => lineFor(await logSince(from), '/reset-password/')).toBeDefined();
  const lines = await logSince(from);
  expect(lines).not.toMatch(/gizli/);
  expect(lineFor(lines, '/teachers')).toContain('"http://127.0.0.1/reset-password"');
});
