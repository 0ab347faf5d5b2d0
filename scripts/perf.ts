/**
 * `npm run perf`: Lighthouse (mobile emulation, simulated throttling, performance only) on the production
 * setup (`deploy/start.sh`: nginx in front of the server renderer, the API proxied to the standalone mock
 * server), beside a "floor" page that holds only the mandated libraries (scripts/perf-floor). Prints perf / FCP /
 * LCP / TBT / CLS / JS transferred, the median of N runs per page. `--client` measures the client-rendered
 * build alone instead (`vite preview`, as before the server renderer).
 *
 *   node scripts/perf.ts [--runs 3] [--skip-build] [--client] [--pages /,/teachers] [--json out.json] [--reports dir]
 *                        [--traces dir] [--out-dir dist-perf] [--cpu-slowdown 4|calibrated]
 *
 * Timings depend on how busy the machine is, so this is no test: compare numbers taken in the same run
 * conditions (the load average is printed beside the table, with the host's CPU benchmark as Lighthouse measures
 * it). `--cpu-slowdown calibrated` replaces Lighthouse's default 4× CPU slowdown by the one its throttling guide
 * calibrates for this host's benchmark (scripts/lighthouse-cpu-slowdown.ts), read from three runs of the floor
 * page first; the default stays what the figures in docs/performance.md are measured with. The build goes to
 * dist-perf/ (the app, plus floor.html) and dist-perf-server/ (the renderer's bundle); the API is the mock server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { DEBIAN_CHROMIUM } from './debian-chromium.ts';
import { calibratedCpuSlowdown } from './lighthouse-cpu-slowdown.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const MOCK_PORT = Number(process.env.PERF_MOCK_PORT ?? 8796);
const PREVIEW_PORT = Number(process.env.PERF_PREVIEW_PORT ?? 4286);
const DEFAULT_PAGES = ['/floor.html', '/', '/teachers', '/courses/1', '/profile/username/zeynepcelik'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    pages: { type: 'string' },
    json: { type: 'string' },
    // Also prints, per run, the LCP element and the elements that shifted.
    why: { type: 'boolean', default: false },
    // Keeps every Lighthouse report (JSON) there, for a closer look at requests, tasks and observed timings.
    reports: { type: 'string' },
    // Keeps every run's trace (gzipped JSON, with the JavaScript samples) there, and builds with hidden source
    // maps, so a long task can be traced to the source modules it ran (not for figures: sampling costs time).
    traces: { type: 'string' },
    // The client-rendered build alone (vite preview), without the server renderer and nginx.
    client: { type: 'boolean', default: false },
    // Where the build goes (the renderer's bundle beside it, `<dir>-server`): two builds measured in turns.
    'out-dir': { type: 'string', default: 'dist-perf' },
    // Lighthouse's CPU slowdown: a number, or `calibrated` (from this host's benchmark). Default: Lighthouse's 4×.
    'cpu-slowdown': { type: 'string' },
  },
});
const OUT_DIR = args['out-dir'];
const SSR_OUT_DIR = `${OUT_DIR}-server`;
const runs = Number(args.runs);
const pages = args.pages ? args.pages.split(',') : DEFAULT_PAGES;
const apiBase = `http://127.0.0.1:${MOCK_PORT}`;

const children: ChildProcess[] = [];
function start(command: string, argv: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}
function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function waitForRendered(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).headers.get('x-rendered') === 'page') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not server-rendered within ${timeoutMs / 1000} s`);
}

async function buildAll(): Promise<void> {
  // Behind nginx the API is this origin's (/config.js, written by the start script, says so); `vite preview`
  // has no proxy, so the client build calls the mock server directly.
  const env = args.client
    ? { VITE_API_BASE_URL: apiBase, VITE_PROVINCES_BASE_URL: apiBase, VITE_USE_MOCKS: 'false' }
    : { VITE_PROVINCES_BASE_URL: apiBase, VITE_USE_MOCKS: 'false' };
  Object.assign(process.env, env);
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    // Hidden maps leave the scripts byte for byte as `npm run build` makes them (no sourceMappingURL).
    build: { outDir: OUT_DIR, sourcemap: args.traces ? 'hidden' : false },
  });
  if (!args.client) {
    await build({
      root,
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT_DIR },
    });
  }
  // The floor page: its own tiny entry, next to the app so the same server sends it the same way.
  await build({
    configFile: false,
    root: join(root, 'scripts/perf-floor'),
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: join(root, OUT_DIR),
      emptyOutDir: false,
      rolldownOptions: { input: join(root, 'scripts/perf-floor/floor.html') },
    },
  });
  // nginx sends the precompressed copies `npm run build` writes (it compresses nothing itself).
  if (!args.client) {
    const compressed = spawnSync(process.execPath, ['scripts/compress-dist.ts', OUT_DIR], { cwd: root });
    if (compressed.status !== 0) throw new Error(`compress-dist failed: ${String(compressed.stderr)}`);
  }
}

interface Sample {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  /** Lighthouse's measure of the host's CPU (its report's "CPU/Memory Power"). */
  benchmarkIndex: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function measure(url: string, port: number, run: number, cpuSlowdown?: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    additionalTraceCategories: args.traces ? 'disabled-by-default-v8.cpu_profiler' : null,
    // Lighthouse merges this into its mobile defaults: only the CPU part changes.
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // A run without metrics says why in its report: print it rather than a bare NaN row.
  if (lhr.runtimeError)
    console.log(`  ${url}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.log(`  ${url}: ${String(warning)}`);
  if (args.why) explain(url, lhr.audits);
  if (args.reports) {
    await mkdir(args.reports, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w.]+/g, '_');
    await writeFile(join(args.reports, `${name}-${run}.json`), JSON.stringify(lhr));
  }
  if (args.traces) {
    await mkdir(args.traces, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w.]+/g, '_');
    await writeFile(
      join(args.traces, `${name}-${run}.trace.json.gz`),
      gzipSync(JSON.stringify(result.artifacts.Trace)),
    );
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const js = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface AuditNode {
  type?: string;
  selector?: string;
  snippet?: string;
  node?: AuditNode;
  score?: number;
  items?: AuditNode[];
}

/** Every `node` item (an element Lighthouse names) anywhere in an audit's details. */
function nodesIn(value: unknown): AuditNode[] {
  if (typeof value !== 'object' || value === null) return [];
  const item = value as AuditNode;
  if (item.type === 'node') return [item];
  return Object.values(value).flatMap(nodesIn);
}

/** The LCP element and the shifted elements, as Lighthouse names them (for docs/performance.md). */
function explain(url: string, audits: Record<string, { details?: unknown } | undefined>): void {
  const describe = (node: AuditNode | undefined) => node?.selector ?? node?.snippet ?? '?';
  const [lcp] = nodesIn(audits['lcp-breakdown-insight']?.details);
  console.log(`  ${url} LCP element: ${describe(lcp)} ${lcp?.snippet ?? ''}`);
  const shifts = (audits['layout-shifts']?.details as { items?: AuditNode[] } | undefined)?.items ?? [];
  for (const shift of shifts)
    console.log(`  shift ${(shift.score ?? 0).toFixed(3)}: ${describe(shift.node)}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Runs on the floor page that only read the host's benchmark for `--cpu-slowdown calibrated`. */
const CALIBRATION_RUNS = 3;

/** The CPU slowdown `--cpu-slowdown` asks for: undefined keeps Lighthouse's default. */
async function chooseCpuSlowdown(port: number): Promise<number | undefined> {
  const setting = args['cpu-slowdown'];
  if (setting === undefined) return undefined;
  if (setting !== 'calibrated') {
    const multiplier = Number(setting);
    if (!(multiplier >= 1))
      throw new Error(`--cpu-slowdown takes a number ≥ 1 or "calibrated", not "${setting}"`);
    return multiplier;
  }
  const indices: number[] = [];
  for (let run = 1; run <= CALIBRATION_RUNS; run++) {
    const sample = await measure(`http://localhost:${PREVIEW_PORT}/floor.html`, port, 0);
    indices.push(sample.benchmarkIndex);
  }
  const benchmarkIndex = median(indices);
  const multiplier = calibratedCpuSlowdown(benchmarkIndex);
  console.log(
    `calibration: host benchmarkIndex ${indices.map(Math.round).join(', ')} (median ${Math.round(benchmarkIndex)}) → CPU slowdown ${multiplier.toFixed(2)}×`,
  );
  return multiplier;
}

async function main(): Promise<void> {
  if (!args['skip-build']) {
    console.log(`building the production app and the floor page into ${OUT_DIR}/ …`);
    await buildAll();
  }
  start(process.execPath, ['mocks/server.ts', '--port', String(MOCK_PORT)]);
  await waitFor(`${apiBase}/__mock/health`);
  if (args.client) {
    start(join(root, 'node_modules/.bin/vite'), [
      'preview',
      '--outDir',
      OUT_DIR,
      '--port',
      String(PREVIEW_PORT),
      '--strictPort',
    ]);
    await waitFor(`http://localhost:${PREVIEW_PORT}/`);
  } else {
    start('bash', [join(root, 'deploy/start.sh')], {
      PORT: String(PREVIEW_PORT),
      UPSTREAM: apiBase,
      PROVINCES_BASE_URL: apiBase,
      DIST_DIR: join(root, OUT_DIR),
      SSR_DIR: join(root, SSR_OUT_DIR),
      RUN_DIR: join(root, OUT_DIR, '.nginx'),
      ACCESS_LOG: 'off',
    });
    // Rendered, not the fallback shell nginx sends while the renderer warms up.
    await waitForRendered(`http://localhost:${PREVIEW_PORT}/`);
  }

  const loadBefore = load();
  const chrome = await chromeLauncher.launch({
    chromePath: DEBIAN_CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const samples = new Map<string, Sample[]>(pages.map((page) => [page, []]));
  let cpuSlowdown: number | undefined;
  try {
    cpuSlowdown = await chooseCpuSlowdown(chrome.port);
    // Round-robin, so a burst of load on the machine spreads over every page instead of one.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const sample = await measure(
          `http://localhost:${PREVIEW_PORT}${page}`,
          chrome.port,
          run,
          cpuSlowdown,
        );
        samples.get(page)!.push(sample);
        console.log(
          `run ${run} ${page}: ${sample.perf} LCP ${seconds(sample.lcp)} TBT ${Math.round(sample.tbt)} ms CLS ${sample.cls.toFixed(3)} benchmarkIndex ${Math.round(sample.benchmarkIndex)}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }

  const rows = pages.map((page) => {
    const list = samples.get(page)!;
    const pick = (key: keyof Sample) => median(list.map((sample) => sample[key]));
    return {
      page,
      perf: pick('perf'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      js: pick('js'),
    };
  });
  const hostBenchmark = Math.round(
    median([...samples.values()].flat().map((sample) => sample.benchmarkIndex)),
  );
  const slowdown =
    cpuSlowdown === undefined
      ? "Lighthouse's default CPU slowdown 4×"
      : `CPU slowdown ${cpuSlowdown.toFixed(2)}×`;
  console.log(
    `\nLighthouse ${runs === 1 ? '(1 run)' : `median of ${runs}`}, mobile, ${slowdown}; host benchmarkIndex ${hostBenchmark}; load average ${loadBefore} before, ${load()} after\n`,
  );
  console.log('| page | perf | FCP | LCP | TBT | CLS | JS transferred |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const name = row.page === '/floor.html' ? 'floor page' : row.page;
    console.log(
      `| ${name} | ${row.perf} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${Math.round(row.js / 1024)} kB |`,
    );
  }
  if (args.json)
    await writeFile(
      args.json,
      JSON.stringify({ load: loadBefore, cpuSlowdown, hostBenchmark, rows, samples: [...samples] }, null, 2),
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
