/**
 * The server renderer: public pages as HTML (src/entry-server.tsx, built by `npm run build` into dist-server/),
 * every other page as the client-rendered shell. nginx stands in front (assets, compression, the CSP) and falls
 * back to the static index.html when this server is down or slow.
 *
 *   API_BASE_URL=http://127.0.0.1:8787 node server/index.ts
 *
 * Settings (environment): PORT (3000), HOST (127.0.0.1), API_BASE_URL (the API it calls as a guest; required),
 * SITE_URL (canonical and sharing addresses), DIST_DIR (the client build, `dist`), SSR_DIR (`dist-server`),
 * RENDER_TIMEOUT_MS (2000: past it the shell is sent instead), RENDERER_WORKERS (processes that render, one per
 * core by default: server/workers.ts), RENDER_SLOTS (renders each works on at once, unlimited: server/admission.ts).
 * It also serves DIST_DIR's files, so it runs alone for tests; /config.js there is the build's empty one (nginx
 * writes the deployed one).
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createRendererApp, loadRenderer, warmUp } from './app.ts';
import { runPrimary, workerCount } from './workers.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
if (!process.env.API_BASE_URL) {
  console.error('renderer: API_BASE_URL is required (the API the pages are rendered from)');
  process.exit(2);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`renderer: invalid PORT "${process.env.PORT}"`);
  process.exit(2);
}

let workers: number;
try {
  workers = workerCount();
} catch (error) {
  console.error(`renderer: ${(error as Error).message}`);
  process.exit(2);
}
// Unlimited unless set: a turn's wait counts against the 2 s, and at 50 connections slots of 4 turned more
// pages into the shell than they sped up (docs/performance.md).
const renderSlots = process.env.RENDER_SLOTS ? Number(process.env.RENDER_SLOTS) : undefined;
if (renderSlots !== undefined && (!Number.isInteger(renderSlots) || renderSlots < 1)) {
  console.error(`renderer: invalid RENDER_SLOTS "${process.env.RENDER_SLOTS}"`);
  process.exit(2);
}

// React's production build: the development one renders several times slower. Set before the bundle loads React.
process.env.NODE_ENV ??= 'production';

if (cluster.isPrimary && workers > 1) {
  // Renders nothing itself: the workers run this script again and take the branch below.
  runPrimary(workers);
} else {
  const renderer = await loadRenderer({
    distDir: process.env.DIST_DIR ?? 'dist',
    ssrDir: process.env.SSR_DIR ?? 'dist-server',
    timeoutMs: Number(process.env.RENDER_TIMEOUT_MS ?? 2000),
    ...(renderSlots === undefined ? {} : { renderSlots }),
  });
  // The first render loads and compiles every module of a page: done once before listening, not in a visitor's
  // 2 s. A worker listens only once warm, so until then connections go to the workers that are.
  await warmUp(renderer);
  const server = serve({ fetch: createRendererApp(renderer).fetch, port, hostname: host }, (info) => {
    const who = cluster.isWorker ? `worker ${process.pid}` : 'renderer';
    console.log(
      `renderer: ${who} listening on http://${host}:${info.port} (API ${process.env.API_BASE_URL})`,
    );
  });

  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
