import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { PUBLIC_PAGE_CACHE } from '../src/app/server-answers.ts';
import type { Manifest, RenderOutcome, RenderOptions } from '../src/entry-server.tsx';
import { type Admit, createAdmission } from './admission.ts';
import { templateFiller } from './page-template.ts';
import { ownWork, serverTiming, waitedForTurn } from './timing.ts';

/*
 * The renderer's HTTP side: which answer each page request gets, with which status and caching. The page itself
 * comes from the SSR bundle (src/entry-server.tsx); this file never reads a visitor's cookies or Authorization,
 * so a rendered page is what any guest sees and caches may share it.
 */

export interface Renderer {
  template: string;
  manifest: Manifest;
  render: (url: URL, options: RenderOptions) => Promise<RenderOutcome>;
  distDir: string;
  timeoutMs: number;
  /** How many renders this process works on at once (server/admission.ts); unlimited when absent. */
  renderSlots?: number;
}

export async function loadRenderer(options: {
  distDir: string;
  ssrDir: string;
  timeoutMs: number;
  renderSlots?: number;
}): Promise<Renderer> {
  const distDir = resolve(options.distDir);
  const [template, manifestText, bundle] = await Promise.all([
    readFile(resolve(distDir, 'index.html'), 'utf8'),
    readFile(resolve(distDir, '.vite/manifest.json'), 'utf8'),
    import(pathToFileURL(resolve(options.ssrDir, 'entry-server.js')).href) as Promise<{
      render: Renderer['render'];
    }>,
  ]);
  return {
    template,
    manifest: JSON.parse(manifestText) as Manifest,
    render: bundle.render,
    distDir,
    timeoutMs: options.timeoutMs,
    ...(options.renderSlots === undefined ? {} : { renderSlots: options.renderSlots }),
  };
}

/** Renders a few pages once, whatever their outcome (the API may not be up yet): modules load, code compiles. */
export async function warmUp(renderer: Renderer): Promise<void> {
  for (const path of WARM_UP_PATHS) {
    try {
      await renderer.render(new URL(path, 'http://localhost'), {
        signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
        manifest: renderer.manifest,
      });
    } catch {
      // Only the loading mattered.
    }
  }
}
const WARM_UP_PATHS = ['/', '/teachers', '/courses', '/courses/1', '/profile/id/1', '/about'];
const WARM_UP_TIMEOUT_MS = 15_000;

/** A rendered public page: shared caches keep it a minute, and serve it stale while they fetch a new one. */
export const PUBLIC_CACHE =
  `public, max-age=0, s-maxage=${PUBLIC_PAGE_CACHE.sharedMaxAgeSeconds}, ` +
  `stale-while-revalidate=${PUBLIC_PAGE_CACHE.staleWhileRevalidateSeconds}`;
/** The shell and every failure: never stored (the shell names the current release's chunks). */
export const NO_STORE = 'no-store';
/** How soon a crawler may come back after a 503. */
export const RETRY_AFTER_SECONDS = '30';

function cacheControl(outcome: RenderOutcome): string {
  if (outcome.kind === 'page' && outcome.status !== 503) return PUBLIC_CACHE;
  if (outcome.kind === 'refused') return PUBLIC_CACHE;
  return NO_STORE;
}

const isFileRequest = (pathname: string): boolean => /\.[a-z0-9]+$/i.test(pathname.split('/').at(-1) ?? '');

const unlimited: Admit = (_signal, work) => work();

export function createRendererApp(renderer: Renderer): Hono {
  const app = new Hono();
  const admit = renderer.renderSlots === undefined ? unlimited : createAdmission(renderer.renderSlots);
  const fill = templateFiller(renderer.template);
  // Server-Timing: the renderer's own time apart from the API's (server/timing.ts).
  app.use('*', serverTiming);
  // The build's files, for running without nginx (tests, `npm start` where nginx is missing).
  const staticFiles: MiddlewareHandler = serveStatic({ root: renderer.distDir });
  app.use('/assets/*', staticFiles);
  app.use('/:file{[^/]+\\.[A-Za-z0-9]+}', staticFiles);
  app.get('*', async (context) => {
    const url = new URL(context.req.url);
    const shell = () =>
      context.html(renderer.template, 200, { 'Cache-Control': NO_STORE, 'X-Rendered': 'shell' });
    if (isFileRequest(url.pathname)) return context.text('Not found', 404, { 'Cache-Control': NO_STORE });
    let outcome: RenderOutcome;
    // The time limit counts from the request's arrival, its wait for a turn included, as nginx's does.
    const signal = AbortSignal.timeout(renderer.timeoutMs);
    const arrived = performance.now();
    try {
      outcome = await admit(signal, () => {
        waitedForTurn(performance.now() - arrived);
        return renderer.render(url, { signal, manifest: renderer.manifest, measure: ownWork });
      });
    } catch (error) {
      // Too slow (the API did not answer in time) or a fault: the browser renders the page itself. Only a
      // line in the log; a visitor never sees a stack trace.
      const reason = signal.aborted ? 'timeout' : 'error';
      console.error(`renderer: ${reason} for ${url.pathname}: ${String(error)}`);
      return shell();
    }
    if (outcome.kind === 'redirect') return context.redirect(outcome.location, outcome.status as 302);
    if (outcome.kind === 'shell') return shell();
    const headers: Record<string, string> = {
      'Cache-Control': cacheControl(outcome),
      'X-Rendered': outcome.kind,
    };
    if (outcome.status === 503) headers['Retry-After'] = RETRY_AFTER_SECONDS;
    return context.html(
      ownWork(() => fill(outcome)),
      outcome.status,
      headers,
    );
  });
  return app;
}
