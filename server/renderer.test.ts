import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, START_TIMEOUT_MS, startMockServer } from '../mocks/standalone/test-server.ts';
import type { Manifest } from '../src/entry-server.tsx';
import type { Renderer } from './app.ts';

/*
 * The renderer against the real standalone mock server (the API it calls as a guest), in process: the page
 * source goes through Vite's transform here, the production bundle (dist-server) runs the same module.
 */

const TEMPLATE =
  '<!doctype html><html lang="tr"><head><title>Özel Ders</title>' +
  '<script defer src="/config.js"></script><script src="/first-paint.js"></script>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app.js">' +
  '</head><body><div id="root"></div></body></html>';
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_app.js'] },
  'src/app/routes/profile/public-profile.tsx': {
    file: 'assets/route-public-profile.js',
    imports: ['_shared.js', '_app.js'],
  },
};
// The first render of a page compiles its modules through Vite: far slower than the server's 2 s in production.
const RENDER_TIMEOUT_MS = 30_000;

let mock: MockServer;
let renderer: Renderer;
let app: Hono;

beforeAll(async () => {
  mock = await startMockServer({ MOCK_REPLY_DELAY_MS: '0' });
  // Read by src/config/env.ts when the renderer's modules load.
  process.env.API_BASE_URL = mock.baseUrl;
  process.env.PROVINCES_BASE_URL = mock.baseUrl;
  const [{ render }, { createRendererApp }] = await Promise.all([
    import('../src/entry-server.tsx'),
    import('./app.ts'),
  ]);
  renderer = {
    template: TEMPLATE,
    manifest: MANIFEST,
    render,
    distDir: 'dist',
    timeoutMs: RENDER_TIMEOUT_MS,
  };
  app = createRendererApp(renderer);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await mock.stop();
});

/** The API requests the mock server has logged so far. */
const apiRequests = (): string[] =>
  mock.output.filter((line) => /\] (GET|POST|PUT|DELETE) \/v1\//.test(line));

const scriptTags = (html: string): string[] => html.match(/<script\b[^>]*>/g) ?? [];

describe('server renderer', () => {
  it("renders a teacher's profile with her data, styles and the state the browser hydrates from", async () => {
    const response = await app.request('/profile/zeynepcelik');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(html).toMatch(/<title>Zeynep Çelik[^<]*<\/title>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Her fee (tr-TR, ₺) and her rating, as the browser formats them.
    expect(html).toContain('₺550');
    expect(html).toContain('4,7');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('<div id="root" data-ssr="">');
    // Its modules load after the first paint (public/first-paint.js): the entry's chunks, the screen's own, the
    // entry last; none is left in the head.
    expect(html).toContain(
      '<script src="/first-paint.js" data-modules="/assets/app.js /assets/route-public-profile.js /assets/shared.js /assets/index.js"></script>',
    );
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);

    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(state).toBeDefined();
    const parsed = JSON.parse(state ?? '') as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(parsed.queries.queries.map((query) => query.queryKey[0])).toContain(
      '/v1/user/profile/username/zeynepcelik',
    );
  });

  it('sends no inline executable script: only files, JSON and JSON-LD (the CSP allows no inline script)', async () => {
    for (const path of ['/', '/teachers?sort=rating', '/courses/1']) {
      const html = await (await app.request(path)).text();
      for (const tag of scriptTags(html))
        expect(tag, path).toMatch(/ src="|type="application\/json"|type="application\/ld\+json"/);
    }
  });

  it('renders the directory with the filters of its query', async () => {
    const response = await app.request('/teachers?mode=online&sort=rating');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Eğitmenler');
    expect(html).toMatch(/₺\d/);
  });

  it('asks the external provinces service only for an address that names a place', async () => {
    const provinceRequests = () => apiRequests().filter((line) => line.includes('/v1/provinces'));
    const before = provinceRequests().length;
    for (const path of ['/courses', '/teachers?mode=online']) {
      const response = await app.request(path);
      expect(response.headers.get('X-Rendered'), path).toBe('page');
    }
    expect(provinceRequests().slice(before)).toEqual([]);

    const html = await (await app.request('/teachers?cityId=34')).text();
    expect(provinceRequests().length).toBeGreaterThan(before);
    // The chosen city's name, from the provinces service, in the rendered filter.
    expect(html).toContain('İstanbul');
  });

  it('answers 404 with noindex for a profile or a listing that does not exist', async () => {
    for (const path of ['/profile/hicbiryerde', '/profile/id/99999', '/courses/99999', '/bu-sayfa-yok']) {
      const response = await app.request(path);
      const html = await response.text();
      expect(response.status, path).toBe(404);
      expect(html, path).toContain('<meta name="robots" content="noindex"');
      // Rendered afresh by the browser: nothing to hydrate.
      expect(html, path).not.toContain('data-ssr');
    }
  });

  it('refuses hostile path parameters before asking the API anything', async () => {
    const before = apiRequests().length;
    const hostile = [
      '/profile/..%2Fuser%2Fme',
      '/category/..%5Cwindows',
      '/courses/1%2F..%2F2',
      '/courses/abc',
      '/profile/id/7%00',
      `/profile/${'a'.repeat(600)}`,
      '/category/%0Amatematik',
    ];
    for (const path of hostile) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('X-Rendered'), path).toBe('refused');
    }
    expect(apiRequests().slice(before)).toEqual([]);
  });

  it('sends the shell to signed-in screens, uncached, without rendering them', async () => {
    const before = apiRequests().length;
    for (const path of ['/chat', '/settings', '/teacher-dashboard', '/lesson-requests/1']) {
      const response = await app.request(path);
      expect(await response.text(), path).toBe(TEMPLATE);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    expect(apiRequests().slice(before)).toEqual([]);
  });

  it('sends the shell when the page does not come within the time limit', async () => {
    const { createRendererApp } = await import('./app.ts');
    const impatient = createRendererApp({ ...renderer, timeoutMs: 1 });
    const response = await impatient.request('/teachers?page=2');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('renders in turns past its slots, and says how long a page waited for its turn, for the API and worked', async () => {
    const { createRendererApp } = await import('./app.ts');
    const oneAtATime = createRendererApp({ ...renderer, renderSlots: 1 });
    const timings = await Promise.all(
      ['/courses/1', '/courses/2'].map(async (path) => {
        const response = await oneAtATime.request(path);
        expect(response.headers.get('X-Rendered'), path).toBe('page');
        const header = response.headers.get('Server-Timing') ?? '';
        expect(header, path).toMatch(
          /^render;dur=[\d.]+, cpu;dur=[\d.]+, queue;dur=[\d.]+, api;dur=[\d.]+, total;dur=[\d.]+$/,
        );
        const metric = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header)?.[1]);
        return {
          render: metric('render'),
          cpu: metric('cpu'),
          queue: metric('queue'),
          api: metric('api'),
          total: metric('total'),
        };
      }),
    );
    const [first, second] = timings as [(typeof timings)[number], (typeof timings)[number]];
    // Admitted at once (what it measures is the admission's own call).
    expect(first.queue).toBeLessThan(1);
    expect(first.api).toBeGreaterThan(0);
    // The second began once the first had its answers from the API and had rendered.
    expect(second.queue).toBeGreaterThanOrEqual(first.api);
    expect(second.total).toBeCloseTo(second.render + second.queue + second.api, 0);
    // Its own work, the CPU time of its render passes and assembly: part of `render`, which also holds the
    // waits on the event loop between them.
    for (const { cpu, render } of timings) {
      expect(cpu).toBeGreaterThan(0);
      expect(cpu).toBeLessThanOrEqual(render + 0.1);
    }
  });

  it('fails as a timeout, not as a fault, when the time limit passes while the API is still answering', async () => {
    // Aborted once the page's first API request is under way: the route's loader is then waiting on it.
    const controller = new AbortController();
    const abortOnRequest = () =>
      setImmediate(() => controller.abort(new DOMException('Zaman aşımı', 'TimeoutError')));
    const channels = ['http.client.request.start', 'undici:request:create'];
    for (const channel of channels) subscribe(channel, abortOnRequest);
    try {
      await expect(
        renderer.render(new URL('http://localhost/courses/3'), {
          signal: controller.signal,
          manifest: MANIFEST,
        }),
      ).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      for (const channel of channels) unsubscribe(channel, abortOnRequest);
    }
    expect(controller.signal.aborted).toBe(true);
  });

  // Last: it stops the API.
  it('answers 503 with Retry-After and the Turkish error state when the API is down, never a stack trace', async () => {
    await mock.stop();
    const response = await app.request('/courses/2');
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text).toContain('İlan alınamadı.');
    expect(html).not.toMatch(/\bat .+\.(ts|js|tsx):\d+/);
  });
});
