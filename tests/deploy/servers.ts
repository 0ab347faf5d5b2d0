import { join } from 'node:path';

/**
 * Where the deploy suite's servers listen: nginx (the app, with /v1, /ws and /mock-media proxied) and the
 * standalone mock server (the API behind nginx, and the provinces service at its own origin). Derived from
 * E2E_PORT like the other suites' ports, so suites run side by side. nginx keeps its files, and its access
 * log, in its run folder.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = 4700 + 2 * (port - 4173);
const runDir = join(process.env.TMPDIR ?? '/tmp', `ozel-ders-nginx-${nginxPort}`);

export const deployServers = {
  port,
  nginxPort,
  apiPort: nginxPort + 1,
  appUrl: `http://127.0.0.1:${nginxPort}`,
  apiUrl: `http://127.0.0.1:${nginxPort + 1}`,
  runDir,
  accessLog: join(runDir, 'access.log'),
};
