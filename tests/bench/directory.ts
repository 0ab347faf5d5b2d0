/**
 * `npm run bench:directory` (part of `npm run bench`): how fast the teacher directory shows the cards of a new
 * filter on a slow phone's CPU, with 5,000 teachers in the mock db.
 *
 *   node tests/bench/directory.ts [--runs 10] [--rate 4] [--teachers 5000] [--skip-build] [--out-dir dist-bench]
 *     [--json out.json] [--trace trace.json]
 *
 * The production build (vite's production mode, like `npm run build`, into dist-bench/) is served with the
 * standalone mock server at one origin (`node mocks/server.ts --static dist-bench --teachers 5000`, as the e2e
 * `live` project serves dist/). Each run opens /teachers?root=1 (Matematik open) in a fresh tab of a 1280 px
 * Chromium, waits for the cards, slows the CPU down 4× (CDP Emulation.setCPUThrottlingRate), ticks the
 * 'Geometri' subcategory and times, in the page:
 *   - total: the click (the event's own timestamp) → the first frame painted with the new answer's first cards
 *     (a MutationObserver sees them in the DOM; a requestAnimationFrame and a message after it mark the paint);
 *   - network: the filter request's own time (Resource Timing's duration), the mock's own handler time (its
 *     log) shown beside it;
 *   - client: total − network, split at the request's send (the page's XMLHttpRequest.send, timed in the page):
 *     "click → request" before it and "answer → paint" after the answer arrived (send + network). Resource
 *     Timing's start is not the send: Chromium stamps the entry once a busy main thread takes the answer, so
 *     its start moved the main thread's wait for the answer into "click → request";
 *   - CPU: the page's main-thread CPU time, (a) from the click to the moment the bench has seen the paint (CDP
 *     ThreadTime; it also counts what runs after the paint until then, such as the cards below the first
 *     ones), and (b) from the click to the paint itself, summed from a Chromium trace of each run (the main
 *     thread's tasks between the marks the page sets at the click and at the paint).
 * One warm-up run, then the median (and range) of the runs. The target is under 100 ms for the client's part;
 * nothing is asserted: timings depend on how busy the machine is (the load average is printed). Not part of
 * `npm test`. The port is BENCH_PORT (default 4296).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { fullChromiumLaunch } from '../e2e/support/chromium.ts';
import { decidedConsent } from '../e2e/support/consent.ts';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const PORT = Number(process.env.BENCH_PORT ?? 4296);
const origin = `http://127.0.0.1:${PORT}`;
/** A filter every version of the directory has: Matematik's subcategory 'Geometri', by its role and name. */
const START_PATH = '/teachers?root=1';
const SUBCATEGORY = 'Geometri';
const FILTER_CALL = '/v1/teacher/filter';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    rate: { type: 'string', default: '4' },
    teachers: { type: 'string', default: '5000' },
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    // A Chromium trace of the last run (click to paint), for the Performance panel of DevTools.
    trace: { type: 'string' },
    // Another build folder: two builds measured in turns (with --skip-build) compare two versions in one hour.
    'out-dir': { type: 'string', default: 'dist-bench' },
  },
});
const OUT_DIR = args['out-dir'];
const runs = Number(args.runs);
const rate = Number(args.rate);

let server: ChildProcess | undefined;
process.on('exit', () => {
  if (server?.exitCode === null) server.kill('SIGTERM');
});
process.on('SIGINT', () => process.exit(130));

/** The mock server's own time for each filter call, from its log lines ("POST /v1/teacher/filter → 200 (12 ms)"). */
const handlerTimes: number[] = [];

/** Starts the mock server; resolves once its "listening on" line is written. */
function startServer(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['mocks/server.ts', '--port', String(PORT), '--teachers', args.teachers, '--static', OUT_DIR],
    { cwd: root, env: { ...process.env, MOCK_REPLY_DELAY_MS: '0' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  server = child;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the mock server stopped (exit code ${code})`)));
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('listening on')) resolve();
        const match = /POST \/v1\/teacher\/filter\S* → \d+ \((\d+) ms\)/.exec(line);
        if (match) handlerTimes.push(Number(match[1]));
      }
    });
  });
}

interface Sample {
  /** Click → the new cards painted. */
  total: number;
  /** Request sent → answer received. */
  network: number;
  /** Click → the request sent. */
  beforeRequest: number;
  /** Answer received → the new cards painted. */
  afterAnswer: number;
  /** The mock's handler time for this run's call. */
  handler: number;
  /** CPU time of the page's main thread from just before the click to just after the paint (CDP ThreadTime). */
  cpu: number;
  /** CPU time of the page's main thread from the click to the paint, from the run's trace. */
  cpuToPaint: number;
}

/** Installed in the page before the click: records the click, and each change of the cards shown with the
 * time the frame showing it was painted. */
function observeCards(): void {
  interface Change {
    hrefs: string[];
    seen: number;
    painted: number;
    /** The user-timing mark set when it was painted: the trace's end of the click → paint CPU sum. */
    mark: string;
  }
  const state = { click: Number.NaN, sent: Number.NaN, changes: [] as Change[] };
  (window as unknown as { __bench: typeof state }).__bench = state;
  // The filter request's send, as the page makes it (Resource Timing's start comes later on a busy thread).
  const calls = new WeakMap<XMLHttpRequest, string>();
  const { open, send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    calls.set(this, String(args[1]));
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    const filterCall = calls.get(this)?.includes('/v1/teacher/filter') ?? false;
    if (filterCall && Number.isNaN(state.sent) && !Number.isNaN(state.click)) state.sent = performance.now();
    return send.apply(this, args);
  };
  document.addEventListener(
    'click',
    (event) => {
      state.click = event.timeStamp;
      performance.mark('bench:click');
    },
    { capture: true, once: true },
  );
  const cards = () =>
    [...document.querySelectorAll('main a[href^="/profile/id/"]')].map((a) => a.getAttribute('href') ?? '');
  let last = cards().join(' ');
  new MutationObserver(() => {
    const hrefs = cards();
    if (hrefs.join(' ') === last) return;
    last = hrefs.join(' ');
    const seen = performance.now();
    // rAF runs just before the frame is drawn; a message posted there is handled once it is on screen.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const mark = `bench:paint-${state.changes.length}`;
        performance.mark(mark);
        state.changes.push({ hrefs, seen, painted: performance.now(), mark });
      };
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
}

/**
 * The page's main-thread CPU time between two user-timing marks in a Chromium trace: the thread CPU time (tdur)
 * of each top-level task that ends after the first mark and starts before the second.
 */
async function cpuBetweenMarks(tracePath: string, from: string, to: string): Promise<number> {
  interface TraceEvent {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    tdur?: number;
  }
  const parsed = JSON.parse(await readFile(tracePath, 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const start = events.find((e) => e.name === from);
  const end = events.find((e) => e.name === to);
  if (!start || !end) return Number.NaN;
  return (
    events
      .filter(
        (e) =>
          e.name === 'ThreadControllerImpl::RunTask' &&
          e.ph === 'X' &&
          e.pid === start.pid &&
          e.tid === start.tid &&
          e.ts + (e.dur ?? 0) > start.ts &&
          e.ts < end.ts,
      )
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  );
}

async function run(page: Page, trace: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto(origin + START_PATH);
  const subcategory = page.getByRole('checkbox', { name: SUBCATEGORY, exact: true });
  await subcategory.waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('main a[href^="/profile/id/"]').first().waitFor({ timeout: 60_000 });
  await page.evaluate(observeCards);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const handlersBefore = handlerTimes.length;
  // The main thread's CPU time: what the work itself costs, however busy the machine (the throttling pauses the
  // thread, which costs no CPU time; other processes only delay it). Read again just after the paint is seen.
  await cdp.send('Performance.enable');
  const threadTime = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ??
      Number.NaN) * 1000;
  const cpuBefore = await threadTime();

  const answer = page.waitForResponse(
    (response) => response.url().includes(FILTER_CALL) && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  // A failed click must be the error reported, not the wait it leaves behind.
  answer.catch(() => undefined);
  // A person clicks the box or its text: the label around the (visually hidden) input.
  // Only what the CPU sum needs (no sampling profiler, which would slow the page down), unless a full trace
  // was asked for.
  await page
    .context()
    .browser()
    ?.startTracing(page, {
      path: trace,
      screenshots: false,
      ...(args.trace ? {} : { categories: ['toplevel', 'blink.user_timing'] }),
    });
  await page.locator('label', { has: subcategory }).click({ timeout: 60_000 });
  const body = (await (await answer).json()) as { data?: { content?: Array<{ id: number }> } };
  const expected = (body.data?.content ?? []).slice(0, 4).map((teacher) => `/profile/id/${teacher.id}`);
  if (expected.length === 0) throw new Error('the filter answered no teachers: nothing to paint');

  const timing = await page.waitForFunction(
    ({ call, firstCards }) => {
      const state = (
        window as unknown as {
          __bench: {
            click: number;
            sent: number;
            changes: Array<{ hrefs: string[]; seen: number; painted: number; mark: string }>;
          };
        }
      ).__bench;
      const entry = performance
        .getEntriesByType('resource')
        .find((e): e is PerformanceResourceTiming => e.name.includes(call) && e.startTime >= state.click);
      if (!entry) return null;
      const shown = state.changes.find(
        (change) =>
          change.seen >= entry.responseEnd && firstCards.every((href, i) => change.hrefs[i] === href),
      );
      if (!shown) return null;
      return {
        click: state.click,
        // A request made some other way than XMLHttpRequest: Resource Timing's start, the best there is.
        sent: Number.isNaN(state.sent) ? entry.startTime : state.sent,
        requestStart: entry.startTime,
        responseEnd: entry.responseEnd,
        painted: shown.painted,
        mark: shown.mark,
      };
    },
    { call: FILTER_CALL, firstCards: expected },
    { timeout: 60_000, polling: 'raf' },
  );
  const cpuAfter = await threadTime();
  const t = await timing.jsonValue();
  await page.context().browser()?.stopTracing();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  if (!t) throw new Error('no timing');
  // The log line is written when the answer is sent: it is there by the time the page has painted it.
  const handler = handlerTimes.slice(handlersBefore).at(-1) ?? Number.NaN;
  const cpuToPaint = await cpuBetweenMarks(trace, 'bench:click', t.mark);
  return {
    cpuToPaint,
    total: t.painted - t.click,
    network: t.responseEnd - t.requestStart,
    beforeRequest: t.sent - t.click,
    afterAnswer: t.painted - t.sent - (t.responseEnd - t.requestStart),
    cpu: cpuAfter - cpuBefore,
    handler,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  if (!args['skip-build']) {
    console.log(`building the production app into ${OUT_DIR}/ …`);
    // The provinces service is the mock server too (its handlers answer any origin's provinces path).
    Object.assign(process.env, { VITE_PROVINCES_BASE_URL: origin, VITE_USE_MOCKS: 'false' });
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR } });
  }
  await startServer();

  const loadBefore = load();
  const browser = await chromium.launch(fullChromiumLaunch);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // No consent banner in the measured page.
    storageState: decidedConsent(origin),
  });
  const samples: Sample[] = [];
  const traceDir = await mkdtemp(join(tmpdir(), 'bench-directory-'));
  try {
    for (let i = 0; i <= runs; i++) {
      const page = await context.newPage();
      // Every run is traced for its click → paint CPU sum; the last one into --trace when given.
      const sample = await run(page, i === runs && args.trace ? args.trace : join(traceDir, `run-${i}.json`));
      await page.close();
      const label = i === 0 ? 'warm-up' : `run ${i}`;
      console.log(
        `${label}: total ${sample.total.toFixed(0)} ms, network ${sample.network.toFixed(0)} ms (mock ${sample.handler} ms), client ${(sample.total - sample.network).toFixed(0)} ms = click → request ${sample.beforeRequest.toFixed(0)} ms + answer → paint ${sample.afterAnswer.toFixed(0)} ms; main-thread CPU ${sample.cpu.toFixed(0)} ms (to the paint ${sample.cpuToPaint.toFixed(0)} ms)`,
      );
      if (i > 0) samples.push(sample);
    }
  } finally {
    await browser.close();
    await rm(traceDir, { recursive: true, force: true });
  }

  const pick = (key: (s: Sample) => number) => {
    const values = samples.map(key);
    return `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
  };
  console.log(
    `\n/teachers, ${args.teachers} teachers, CPU ${rate}× slower, 1280 px; median of ${runs} (range); load average ${loadBefore} before, ${load()} after\n`,
  );
  console.log(
    '| click → new cards painted | network (request → answer) | mock handler | client (total − network) | answer → paint | main-thread CPU, click → paint seen | main-thread CPU, click → paint (trace) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${pick((s) => s.total)} | ${pick((s) => s.network)} | ${pick((s) => s.handler)} | ${pick((s) => s.total - s.network)} | ${pick((s) => s.afterAnswer)} | ${pick((s) => s.cpu)} | ${pick((s) => s.cpuToPaint)} |`,
  );
  if (args.json) await writeFile(args.json, JSON.stringify({ load: loadBefore, rate, samples }, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
