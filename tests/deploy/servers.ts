import { join } from 'node:path';

/**
 * Where the deploy suite's servers listen: nginx (the app, with /v1, /ws and /mock-media proxied), the
 * standalone mock server (the API behind nginx, and the provinces service at its own origin), and the servers
 * the tests start themselves (nginx in front of a stand-in or a stopped renderer, the production setup). Derived from
 * E2E_PORT like the other suites' ports (ten per suite), so suites run side by side, and the builds they serve
 * from DIST_DIR and SSR_DIR, so a run can serve a build of its own. nginx keeps its files,
 * and its access log, in its run folder.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The builds served: `dist` and `dist-server` (npm run build), or a helper's own (DIST_DIR, SSR_DIR). */
const distDir = process.env.DIST_DIR ?? 'dist';
const ssrDir = process.env.SSR_DIR ?? 'dist-server';
const nginxPort = 4700 + 10 * (port - 4173);
const runDir = join(process.env.TMPDIR ?? '/tmp', `ozel-ders-nginx-${nginxPort}`);

export const deployServers = {
  port,
  distDir,
  ssrDir,
  nginxPort,
  apiPort: nginxPort + 1,
  appUrl: `http://127.0.0.1:${nginxPort}`,
  apiUrl: `http://127.0.0.1:${nginxPort + 1}`,
  /** nginx in front of a stand-in renderer (renderer-fallback.spec.ts), and that stand-in. */
  stubNginxPort: nginxPort + 3,
  stubRendererPort: nginxPort + 4,
  /** nginx whose renderer is stopped: nothing listens on its port. */
  stoppedNginxPort: nginxPort + 5,
  stoppedRendererPort: nginxPort + 6,
  /** nginx started with a SITE_URL (nginx.spec.ts). */
  siteNginxPort: nginxPort + 7,
  /** The production setup as `npm start` runs it, nginx and the renderer (rendered-pages.spec.ts). */
  productionPort: nginxPort + 8,
  productionRendererPort: nginxPort + 9,
  runDir,
  accessLog: join(runDir, 'access.log'),
};
