/**
 * `npm run bench:ssr`: the server-rendered public pages under load (not part of `npm test`), on the production
 * setup as `npm start` runs it (deploy/start.sh: nginx in front of the renderer) with the standalone mock server
 * as the API. Run `npm run build` first.
 *
 *   node tests/bench/ssr.ts [--duration 10] [--connections 50] [--leak-requests 10000] [--json out.json]
 *
 * For each public route, autocannon at 50 connections for `duration` seconds, twice:
 *   - through nginx (what visitors get: nginx's shared 60 s copy answers almost every request);
 *   - at the renderer itself (every request rendered): requests per second, latency p50/p95, and from its
 *     Server-Timing (server/timing.ts): `render` p50/p95, the time neither waiting on the API nor for a turn,
 *     which under load includes each render's waits on the event loop behind the other renders; `cpu` p50/p95,
 *     the CPU time of the page's own render passes and assembly, its own work; `queue` p95, the wait for a
 *     render slot. The target is p95 ≤ 50 ms of our own time (`cpu`); the latency shows what a visitor waits.
 * Then memory: the renderer's resident size after a warm-up, and after `leak-requests` more rendered requests
 * spread over the routes (target: no more than 1.2 × the first; its workers' included). Nothing is asserted:
 * the figures depend on how busy the machine is (its load average is printed). Ports: BENCH_SSR_PORT (4380) and
 * the next one. RENDERER_WORKERS (server/workers.ts) is passed on: 1 measures a single renderer process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startMockServer } from '../../mocks/standalone/test-server.ts';

/** The part of autocannon (a CommonJS package without types) this bench uses. */
interface LoadClient {
  on(event: 'headers', listener: (response: { headers: string[] }) => void): void;
}
interface LoadRun {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
interface LoadResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: { path: string }[];
  setupClient?: (client: LoadClient) => void;
}
type Autocannon = (options: LoadOptions) => Promise<LoadResult> & LoadRun;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const PORT = Number(process.env.BENCH_SSR_PORT ?? 4380);
const RENDERER_PORT = PORT + 1;
const app = `http://127.0.0.1:${PORT}`;
const renderer = `http://127.0.0.1:${RENDERER_PORT}`;

const ROUTES = [
  '/',
  '/teachers',
  '/teachers?root=1&mode=online&sort=rating',
  '/courses',
  '/courses/1',
  '/profile/username/zeynepcelik',
  '/about',
];

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'leak-requests': { type: 'string', default: '10000' },
    json: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const leakRequests = Number(args['leak-requests']);

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** A header's value from a raw header list (name, value, name, value…). */
function header(headers: string[], name: string): string | undefined {
  for (let i = 0; i < headers.length; i += 2) if (headers[i]?.toLowerCase() === name) return headers[i + 1];
  return undefined;
}

/** A Server-Timing metric's duration (ms), if the answer has it. */
function timing(headers: string[], metric: 'render' | 'cpu' | 'queue'): number | undefined {
  const metrics = header(headers, 'server-timing') ?? '';
  const dur = new RegExp(`(?:^|,)\\s*${metric};dur=([\\d.]+)`).exec(metrics)?.[1];
  return dur ? Number(dur) : undefined;
}

/**
 * A rendered page's Server-Timing: `render` (neither the API's time nor the turn's), `cpu` (its own work) and its
 * wait for a turn to render (`queue`, server/admission.ts); a shell (too slow, X-Rendered: shell) has none.
 */
function renderTime(
  headers: string[],
): { render: number; cpu?: number; queue: number } | 'shell' | undefined {
  if (header(headers, 'x-rendered') === 'shell') return 'shell';
  const render = timing(headers, 'render');
  if (render === undefined) return undefined;
  return { render, cpu: timing(headers, 'cpu'), queue: timing(headers, 'queue') ?? 0 };
}

interface Figures {
  route: string;
  rps: number;
  p50: number;
  p95: number;
  /** Server-Timing `render`: the time neither waiting on the API nor for a turn (event-loop waits included). */
  renderP50?: number;
  renderP95?: number;
  /** Server-Timing `cpu`: the page's own work, the CPU time of its render passes and assembly. */
  cpuP50?: number;
  cpuP95?: number;
  /** The wait for a turn to render, p95 (part of the latency, not of `render`). */
  queueP95?: number;
  /** Answers that were the shell instead of the page (the render took longer than the renderer's 2 s). */
  shells: number;
  non2xx: number;
  errors: number;
}

async function load(base: string, route: string): Promise<Figures> {
  const latencies: number[] = [];
  const renders: number[] = [];
  const cpus: number[] = [];
  const queues: number[] = [];
  let shells = 0;
  const run = autocannon({
    url: `${base}${route}`,
    connections,
    duration,
    setupClient: (client) =>
      client.on('headers', ({ headers }) => {
        const ms = renderTime(headers);
        if (ms === 'shell') shells += 1;
        else if (ms !== undefined) {
          renders.push(ms.render);
          if (ms.cpu !== undefined) cpus.push(ms.cpu);
          queues.push(ms.queue);
        }
      }),
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return {
    route,
    rps: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    ...(renders.length
      ? {
          renderP50: round(percentile(renders, 50)),
          renderP95: round(percentile(renders, 95)),
          ...(cpus.length
            ? { cpuP50: round(percentile(cpus, 50)), cpuP95: round(percentile(cpus, 95)) }
            : {}),
          queueP95: round(percentile(queues, 95)),
        }
      : {}),
    shells,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const childrenOf = async (pid: string): Promise<string[]> =>
  (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .trim()
    .split(/\s+/)
    .filter(Boolean);
const residentKb = async (pid: string): Promise<number> =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * The renderer's resident memory (MB), from /proc: the node process deploy/start.sh started and its workers
 * (server/workers.ts), summed.
 */
async function rendererMemory(setup: ChildProcess): Promise<number> {
  for (const pid of await childrenOf(String(setup.pid))) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!command.includes('server/index.ts')) continue;
    let kb = await residentKb(pid);
    for (const worker of await childrenOf(pid)) kb += await residentKb(worker);
    return round(kb / 1024);
  }
  throw new Error('the renderer process was not found');
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const api = await startMockServer({ MOCK_REPLY_DELAY_MS: '0' });
const runDir = join(tmpdir(), `ozel-ders-bench-ssr-${PORT}`);
const setup = spawn('bash', ['deploy/start.sh'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    RENDERER_PORT: String(RENDERER_PORT),
    HOST: '127.0.0.1',
    UPSTREAM: api.baseUrl,
    RUN_DIR: runDir,
    ACCESS_LOG: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  // A process group of its own: stopping it reaches nginx and the renderer even if the script is gone.
  detached: true,
});
const setupGroup = -(setup.pid ?? 0);
const setupRunning = () => setup.exitCode === null && setup.signalCode === null;
/** Sends the setup's whole group a signal, if it still runs (the script, nginx and the renderer). */
const signalSetup = (signal: NodeJS.Signals) => {
  try {
    if (setup.pid) process.kill(setupGroup, signal);
  } catch {
    // The group is gone already.
  }
};
let stopping: Promise<void> | undefined;
/** Stops the setup (start.sh stops nginx and the renderer on SIGTERM; past 10 s, the group is killed) and the API. */
const stopAll = () =>
  (stopping ??= (async () => {
    if (setupRunning()) {
      const exited = once(setup, 'exit');
      signalSetup('SIGTERM');
      const timer = setTimeout(() => signalSetup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // nginx or the renderer outliving the script (it was killed) goes with the rest of the group.
    signalSetup('SIGKILL');
    await api.stop();
    await rm(runDir, { recursive: true, force: true });
  })());
// Ended by a signal (Ctrl-C, a timeout's SIGTERM, a closed terminal): the servers stop too, not only on Ctrl-C.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(code)));
}
// Last resort on any exit (an uncaught error after the setup started): nothing of the setup keeps running.
process.once('exit', () => signalSetup('SIGKILL'));

try {
  await waitFor(`${renderer}/index.html`);
  await waitFor(`${app}/index.html`);
  console.log(
    `bench:ssr: load average ${loadavg().map(round).join(' ')}, ${connections} connections, ${duration} s per route, ` +
      `${process.env.RENDERER_WORKERS || availableParallelism()} renderer workers`,
  );

  // Warm-up: every route rendered a few times (modules loaded, code compiled, caches filled).
  await autocannon({
    url: renderer,
    connections: 10,
    amount: 50 * ROUTES.length,
    requests: ROUTES.map((path) => ({ path })),
  });
  const memoryAfterWarmUp = await rendererMemory(setup);

  const viaNginx: Figures[] = [];
  const direct: Figures[] = [];
  for (const route of ROUTES) {
    viaNginx.push(await load(app, route));
    direct.push(await load(renderer, route));
    // As it goes, so a run cut short still says something.
    console.log(`${route}: ${JSON.stringify({ nginx: viaNginx.at(-1), renderer: direct.at(-1) })}`);
  }
  console.log('\nThrough nginx (production, shared page cache):');
  console.table(
    viaNginx.map(
      ({ renderP50: _a, renderP95: _b, cpuP50: _c, cpuP95: _d, queueP95: _q, shells: _s, ...row }) => row,
    ),
  );
  console.log(
    '\nAt the renderer (every request rendered; render = neither the API nor a turn, event-loop waits ' +
      'included; cpu = its own work), ms:',
  );
  console.table(direct);

  // Memory: after the warm-up, then after `leakRequests` more rendered pages over the routes.
  const memoryBefore = await rendererMemory(setup);
  await autocannon({
    url: renderer,
    connections,
    amount: leakRequests,
    requests: ROUTES.map((path) => ({ path })),
  });
  const memoryAfter = await rendererMemory(setup);
  console.log(
    `\nRenderer memory (RSS): ${memoryAfterWarmUp} MB after the warm-up, ${memoryBefore} MB after the runs above, ` +
      `${memoryAfter} MB after ${leakRequests} more requests: ${round(memoryAfter / memoryAfterWarmUp)} × the ` +
      `warm-up's (target ≤ 1.2), ${round(memoryAfter / memoryBefore)} × before those requests`,
  );
  if (args.json) {
    await writeFile(
      args.json,
      JSON.stringify(
        {
          loadavg: loadavg(),
          connections,
          duration,
          viaNginx,
          direct,
          memory: { memoryAfterWarmUp, memoryBefore, memoryAfter, leakRequests },
        },
        null,
        2,
      ),
    );
  }
} finally {
  await stopAll();
}
// autocannon's and the mock server's handles must not keep a finished bench waiting.
process.exit(process.exitCode ?? 0);
