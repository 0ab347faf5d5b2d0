import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { MiddlewareHandler } from 'hono';

/*
 * Server-Timing for each answer: `render` is the time spent neither waiting on the API nor for a turn, `api` the
 * time it waited on the API (any outgoing HTTP request made while answering, overlapping calls counted once),
 * `queue` the time it waited for its turn to render (server/admission.ts), `total` all three. `render` holds two
 * things: the answer's own work and, under load, the time its next step waited on the event loop while other
 * answers' steps ran (one thread runs them all). `cpu` says how much of it was its own work: the thread's CPU
 * time during the answer's synchronous steps (each render pass, the page's assembly: `ownWork`), in which nothing
 * else runs on the thread. What `render` holds beyond `cpu` is that wait, the OS giving the core to another
 * process, and the small steps in between (routing, reading the API's answers). The load benchmark
 * (tests/bench/ssr.ts) reads them all, so the API's speed does not count as ours and the queueing behind other
 * renders shows apart.
 */

interface Waits {
  inFlight: number;
  since: number;
  apiMs: number;
  queueMs: number;
  cpuMs: number;
}

const current = new AsyncLocalStorage<Waits>();
/** The answer each outgoing request belongs to, from its start to its response or error. */
const owners = new WeakMap<object, Waits>();

function started(request: object): void {
  const waits = current.getStore();
  if (!waits) return;
  owners.set(request, waits);
  if (waits.inFlight === 0) waits.since = performance.now();
  waits.inFlight += 1;
}

function ended(request: object): void {
  const waits = owners.get(request);
  if (!waits) return;
  owners.delete(request);
  waits.inFlight -= 1;
  if (waits.inFlight === 0) waits.apiMs += performance.now() - waits.since;
}

const requestOf = (message: unknown): object => (message as { request: object }).request;
// node:http (axios' adapter in Node) and undici (fetch).
subscribe('http.client.request.start', (message) => started(requestOf(message)));
subscribe('http.client.response.finish', (message) => ended(requestOf(message)));
subscribe('http.client.request.error', (message) => ended(requestOf(message)));
subscribe('undici:request:create', (message) => started(requestOf(message)));
subscribe('undici:request:headers', (message) => ended(requestOf(message)));
subscribe('undici:request:error', (message) => ended(requestOf(message)));

const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const spent = process.threadCpuUsage(start);
  return (spent.user + spent.system) / 1000;
};

/**
 * Runs one synchronous step of the current answer (a render pass, the page's assembly) and counts the thread's
 * CPU time during it as the answer's own work. Synchronous, so nothing else ran on the thread meanwhile.
 */
export function ownWork<T>(step: () => T): T {
  const waits = current.getStore();
  if (!waits) return step();
  const start = process.threadCpuUsage();
  try {
    return step();
  } finally {
    waits.cpuMs += cpuMsSince(start);
  }
}

/** Counts `ms` as the current answer's wait for its turn to render. */
export function waitedForTurn(ms: number): void {
  const waits = current.getStore();
  if (waits) waits.queueMs += ms;
}

const ms = (value: number) => Math.max(0, value).toFixed(1);

export const serverTiming: MiddlewareHandler = async (context, next) => {
  const begin = performance.now();
  const waits: Waits = { inFlight: 0, since: 0, apiMs: 0, queueMs: 0, cpuMs: 0 };
  await current.run(waits, next);
  const total = performance.now() - begin;
  context.header(
    'Server-Timing',
    `render;dur=${ms(total - waits.apiMs - waits.queueMs)}, cpu;dur=${ms(waits.cpuMs)}, ` +
      `queue;dur=${ms(waits.queueMs)}, api;dur=${ms(waits.apiMs)}, total;dur=${ms(total)}`,
  );
};
