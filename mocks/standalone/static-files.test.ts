import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

/*
 * The `--static` folder of the mock server, over a real socket: files with their types, the SPA fallback for
 * client routes, and the API's own paths left alone. The server's order is file, handlers, fallback; a 404
 * here stands for "left to the handlers".
 */

let folder: string;
let server: Server;
let base: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'static-files-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(folder, 'assets', 'index-abc.js'), 'console.log(1);');
  await writeFile(join(folder, 'assets', 'style-abc.css'), 'body{}');
  await writeFile(join(folder, 'favicon.svg'), '<svg/>');
  await writeFile(join(tmpdir(), 'static-files-secret.txt'), 'secret');
  const files = createStaticFiles(folder);
  server = createServer((req, res) => {
    void (async () => {
      if (await files.file(req, res)) return;
      if (await files.fallback(req, res)) return;
      res.writeHead(404).end('left to the handlers');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
  await rm(join(tmpdir(), 'static-files-secret.txt'), { force: true });
});

describe('the mock server’s static folder', () => {
  it('sends the built files with their content types', async () => {
    const script = await fetch(`${base}/assets/index-abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1);');
    expect((await fetch(`${base}/assets/style-abc.css`)).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await fetch(`${base}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>app</title>');
  });

  it('answers client routes with index.html', async () => {
    for (const path of ['/chat', '/profile/id/12?tab=reviews', '/teachers/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toContain('<title>app</title>');
    }
  });

  it('leaves the API, the broker, the mock controls and other methods to the server', async () => {
    for (const path of ['/v1/teacher/getAll', '/v1', '/ws/info', '/__mock/health']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${base}/chat`, { method: 'POST' })).status).toBe(404);
  });

  it('answers /config.js with the settings of this server: the reporter posts to its collector', async () => {
    await writeFile(join(folder, 'config.js'), 'window.__APP_CONFIG__ = {};');
    const response = await fetch(`${base}/config.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('window.__APP_CONFIG__ = {"telemetryUrl":"/__mock/telemetry"};\n');
  });

  it('never sends a file outside the folder', async () => {
    const response = await fetch(`${base}/..%2fstatic-files-secret.txt`);
    expect(await response.text()).not.toContain('secret');
  });
});
