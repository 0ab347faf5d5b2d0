import { env } from '@/config/env';

/*
 * The first-load half of the client reporter: what happened, kept raw until the reporter (reporter.ts, its own
 * chunk) is there to turn it into events. The reporter is fetched when the browser is idle after the first
 * paint, so nothing here may grow the first load: no encoding, no redaction, no classification.
 */

export type Signal =
  | { type: 'error'; source: 'error' | 'unhandledrejection'; error: unknown; at: number }
  | { type: 'route-error'; kind: string; error: unknown; at: number }
  | { type: 'call'; operation: string; method: string; error: unknown; at: number };

/** Signals kept while the reporter loads; more than this before it arrives are dropped (an error loop). */
const PENDING_MAX = 50;

const pending: Signal[] = [];
let consumer: ((signal: Signal) => void) | null = null;
let started = false;

/** Hands a signal to the reporter (or keeps it until the reporter loads); nothing when telemetry is off. */
export function emitSignal(signal: Signal): void {
  if (!env.telemetryUrl) return;
  startTelemetry();
  if (consumer) consumer(signal);
  else if (pending.length < PENDING_MAX) pending.push(signal);
}

/** The reporter takes over: the signals kept so far, then each new one as it comes. */
export function consumeSignals(next: (signal: Signal) => void): void {
  consumer = next;
  for (const signal of pending.splice(0)) next(signal);
}

const onError = (event: ErrorEvent) =>
  emitSignal({ type: 'error', source: 'error', error: event.error ?? event.message, at: Date.now() });
const onRejection = (event: PromiseRejectionEvent) =>
  emitSignal({ type: 'error', source: 'unhandledrejection', error: event.reason, at: Date.now() });

let cancelLoad = (): void => undefined;

function loadReporter(): void {
  const load = () => {
    import('./reporter')
      .then(({ startReporter }) => startReporter(consumeSignals))
      // No reporter this visit (offline, a new deploy removed the chunk): the visitor loses nothing.
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    cancelLoad = () => window.cancelIdleCallback(id);
  } else {
    const id = setTimeout(load, 1000);
    cancelLoad = () => clearTimeout(id);
  }
}

/**
 * Listens for uncaught errors and rejections from now on and fetches the reporter once the browser is idle
 * (at the latest 3 s later). Once per page, and not at all when no telemetry address is set (the deploy's
 * /config.js). This module starts it itself (below); a signal, or the shell's first page view, sooner.
 */
export function startTelemetry(): void {
  if (started || !env.telemetryUrl || typeof window === 'undefined') return;
  started = true;
  listen();
  loadReporter();
}

/** Adding the same listener twice adds it once: this may run at the module's start and again in startTelemetry. */
function listen(): void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/*
 * The first load imports this module (the route error view, the request code): errors are caught from the
 * page's start, and the reporter is fetched after the page's load event, when the first screen is painted and
 * its own files are in, so it never competes with them.
 */
if (typeof window !== 'undefined' && typeof document !== 'undefined' && env.telemetryUrl) {
  listen();
  if (document.readyState === 'complete') startTelemetry();
  else window.addEventListener('load', startTelemetry, { once: true });
}

/** Tests only: a page that has not started telemetry. */
export function resetSignalsForTests(): void {
  pending.length = 0;
  consumer = null;
  started = false;
  cancelLoad();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
}
