import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/*
 * The renderer's processes (docs/decisions/2026-11-27-renderer-workers.md): a render is CPU work on one thread
 * (React, Chakra's style props, Emotion), so one process holds a machine's other cores idle while every
 * concurrent render queues behind the others on its event loop. The primary forks one worker per core; the
 * workers share the listening port (node:cluster hands each new connection to the next worker in turn) and each
 * renders on its own. The primary renders nothing: it forks, replaces a worker that dies, and stops them all.
 */

/** How many workers: RENDERER_WORKERS, else one per core this process may use. */
export function workerCount(setting = process.env.RENDERER_WORKERS): number {
  if (setting === undefined || setting === '') return availableParallelism();
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1) throw new Error(`invalid RENDERER_WORKERS "${setting}"`);
  return count;
}

/**
 * Runs the primary: `count` workers, each running this same script; one that dies after it listened is
 * replaced, one that dies before stops the whole renderer (a broken build or setting would only loop, and
 * deploy/start.sh stops nginx with it). SIGTERM or SIGINT stops every worker (each closes its server), then
 * the primary.
 */
export function runPrimary(count: number): void {
  const running = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;
  const fork = () => running.add(cluster.fork());

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listened.has(worker)) {
      console.error(`renderer: worker ${worker.process.pid} ended (${how}) before it listened; stopping`);
      stop(1);
      return;
    }
    console.error(`renderer: worker ${worker.process.pid} ended (${how}); starting another`);
    fork();
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (let i = 0; i < count; i += 1) fork();
}
