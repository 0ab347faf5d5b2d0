import { env } from '@/config/env';
import { hasAnalyticsConsent, pageViewLog, setAnalyticsSink } from '@/lib/analytics/analytics';
import type { AnalyticsSink } from '@/lib/analytics/types';
import {
  getRealtimeStatus,
  onRealtimeStatusChange,
  type RealtimeStatus,
} from '@/lib/realtime/realtime-status';
import { createBatcher, flushWhenHidden, postBody } from './batcher';
import { pageViewEvent, signalEvent, socketEvent, webVitalEvent } from './events';
import { encodeLogs, type TelemetryEvent, type TelemetryResource } from './otlp';
import { tabSessionId } from './session-id';
import type { Signal } from './signals';

/*
 * The client reporter (its own chunk, fetched when the browser is idle after the first paint: signals.ts).
 * Errors, route errors, failed calls and the socket's drops are sent without asking: they are sent as legitimate
 * interest (keeping the service working) and hold nothing about the person. Page views and web vitals are
 * analytics: they come through the analytics sink, which passes them on only with the visitor's consent
 * (hasAnalyticsConsent, read at each event).
 */

/** Errors sent per page at most; the same error (type and message) is sent once per page. */
const MAX_ERRORS = 30;

export interface Reporter {
  /** Queues one event (errors are counted and deduplicated first). */
  report(event: TelemetryEvent | null): void;
  /** Sends what waits now. */
  flush(): void;
  stop(): void;
}

export interface ReporterOptions {
  url?: string;
  resource?: TelemetryResource;
  post?: (url: string, body: string) => void;
  schedule?: (run: () => void, ms: number) => () => void;
}

export function createReporter({
  url = env.telemetryUrl,
  resource = { release: env.release, builtAt: env.builtAt, sessionId: tabSessionId() },
  post = postBody,
  schedule,
}: ReporterOptions = {}): Reporter {
  const batcher = createBatcher<TelemetryEvent>({
    send: (batch) => post(url, encodeLogs(batch, resource)),
    schedule,
  });
  const seenErrors = new Set<string>();

  const report = (event: TelemetryEvent | null) => {
    if (event === null) return;
    if (event.severity === 'ERROR') {
      const signature = `${event.name}|${String(event.attributes['exception.type'])}|${event.body ?? ''}`;
      if (seenErrors.has(signature) || seenErrors.size >= MAX_ERRORS) return;
      seenErrors.add(signature);
    }
    batcher.add(event);
  };

  const stopHidden = flushWhenHidden(batcher);
  return {
    report,
    flush: () => batcher.flush(),
    stop() {
      stopHidden();
      batcher.flush();
    },
  };
}

/** The analytics sink of the reporter: a third-party one, so nothing reaches it without consent. */
export function telemetrySink(reporter: Pick<Reporter, 'report'>): AnalyticsSink {
  return {
    thirdParty: true,
    record: (view) => reporter.report(pageViewEvent(view)),
    recordVital: (vital) => reporter.report(webVitalEvent(vital)),
  };
}

/** Reports the socket's drops (from any state into `disconnected`) and its comebacks, with how long it was down. */
function watchSocket(reporter: Pick<Reporter, 'report'>): () => void {
  let previous: RealtimeStatus = getRealtimeStatus();
  let downSince: number | null = null;
  return onRealtimeStatusChange(() => {
    const status = getRealtimeStatus();
    if (status === 'disconnected' && previous !== 'disconnected') {
      downSince = Date.now();
      reporter.report(socketEvent('disconnected', { previous }));
    } else if (status === 'connected' && downSince !== null) {
      reporter.report(socketEvent('reconnected', { downMs: Date.now() - downSince }));
      downSince = null;
    } else if (status === 'idle') {
      downSince = null;
    }
    previous = status;
  });
}

let running: { reporter: Reporter; stopSocket: () => void } | null = null;

/**
 * Starts the reporter once per page: the signals kept since the first paint and every later one (signals.ts
 * hands its queue over, so the reporter imports nothing of it and the two chunks do not import each other),
 * the page views and vitals recorded before it arrived (with consent, as the sink would have had them), then
 * the live ones.
 */
export function startReporter(
  consumeSignals: (next: (signal: Signal) => void) => void,
  options?: ReporterOptions,
): Reporter {
  if (running) return running.reporter;
  const reporter = createReporter(options);
  consumeSignals((signal) => reporter.report(signalEvent(signal)));
  if (hasAnalyticsConsent()) {
    for (const view of pageViewLog.entries()) reporter.report(pageViewEvent(view));
    for (const vital of pageViewLog.vitals()) reporter.report(webVitalEvent(vital));
  }
  setAnalyticsSink(telemetrySink(reporter));
  running = { reporter, stopSocket: watchSocket(reporter) };
  return reporter;
}

/** Tests only: no reporter running (tests/setup.ts, after every test). */
export function resetReporterForTests(): void {
  running?.stopSocket();
  running?.reporter.stop();
  running = null;
}
