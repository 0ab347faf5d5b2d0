import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import {
  pageViewLog,
  recordPageView,
  recordWebVital,
  setAnalyticsConsent,
  setAnalyticsSink,
} from '@/lib/analytics/analytics';
import { setRealtimeStatus } from '@/lib/realtime/realtime-status';
import { createBatcher, flushWhenHidden } from './batcher';
import type { TelemetryResource } from './otlp';
import { createReporter, resetReporterForTests, startReporter, telemetrySink } from './reporter';
import { tabSessionId } from './session-id';
import { consumeSignals, emitSignal, resetSignalsForTests, type Signal } from './signals';

const RESOURCE: TelemetryResource = {
  release: '3b29e9b4c1d2',
  builtAt: '2026-11-26T12:00:00.000Z',
  sessionId: 'f1e2d3c4-0000-4000-8000-000000000001',
};

interface Flat {
  name: unknown;
  release: unknown;
  sessionId: unknown;
  attributes: Record<string, unknown>;
}

/** The events of posted OTLP bodies, with their resource's release and session id. */
function eventsOf(bodies: string[]): Flat[] {
  type Attr = { key: string; value: Record<string, unknown> };
  const map = (attributes: Attr[]) =>
    Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
  return bodies.flatMap((body) => {
    const { resourceLogs } = JSON.parse(body) as {
      resourceLogs: {
        resource: { attributes: Attr[] };
        scopeLogs: { logRecords: { attributes: Attr[] }[] }[];
      }[];
    };
    return resourceLogs.flatMap(({ resource, scopeLogs }) => {
      const shared = map(resource.attributes);
      return scopeLogs.flatMap(({ logRecords }) =>
        logRecords.map((record) => {
          const { 'event.name': name, ...attributes } = map(record.attributes);
          return { name, release: shared['service.version'], sessionId: shared['session.id'], attributes };
        }),
      );
    });
  });
}

/** A reporter whose posts are kept and whose timer runs when the test says. */
function testReporter() {
  const bodies: string[] = [];
  const timers: (() => void)[] = [];
  const reporter = createReporter({
    url: '/collector',
    resource: RESOURCE,
    post: (_url, body) => bodies.push(body),
    schedule: (run) => {
      timers.push(run);
      return () => timers.splice(timers.indexOf(run), 1);
    },
  });
  return { reporter, bodies, runTimers: () => timers.splice(0).forEach((run) => run()) };
}

afterEach(() => {
  setAnalyticsConsent(false);
  setAnalyticsSink(null);
  pageViewLog.clear();
  resetReporterForTests();
  resetSignalsForTests();
  env.telemetryUrl = '';
  setRealtimeStatus('idle');
});

describe('batching', () => {
  it('sends a full batch at once, the rest after the interval, nothing when nothing waits', () => {
    const batches: number[][] = [];
    const timers: (() => void)[] = [];
    const batcher = createBatcher<number>({
      send: (batch) => batches.push(batch),
      maxBatch: 3,
      intervalMs: 5000,
      schedule: (run, ms) => {
        expect(ms).toBe(5000);
        timers.push(run);
        return () => timers.splice(timers.indexOf(run), 1);
      },
    });
    [1, 2, 3, 4].forEach((n) => batcher.add(n));
    expect(batches).toEqual([[1, 2, 3]]);
    expect(batcher.size).toBe(1);
    // One timer for the waiting event, however many more arrive before it fires.
    batcher.add(5);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    batcher.flush();
    expect(batches).toHaveLength(2);
  });

  it('sends what waits when the page is hidden or left', () => {
    const flush = vi.fn();
    const stop = flushWhenHidden({ flush });
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});

describe('the reporter', () => {
  it('sends every event with the release and the tab’s session id, as OTLP logs', () => {
    const { reporter, bodies, runTimers } = testReporter();
    reporter.report({ name: 'app.error', at: 1, severity: 'ERROR', body: 'a', attributes: {} });
    reporter.report({ name: 'app.page_view', at: 2, severity: 'INFO', attributes: { 'page.path': '/' } });
    expect(bodies).toEqual([]);
    runTimers();
    expect(eventsOf(bodies)).toEqual([
      expect.objectContaining({
        name: 'app.error',
        release: RESOURCE.release,
        sessionId: RESOURCE.sessionId,
      }),
      expect.objectContaining({ name: 'app.page_view', release: RESOURCE.release }),
    ]);
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      resourceLogs: [{ scopeLogs: [{ logRecords: [{ severityNumber: 17, timeUnixNano: '1000000' }, {}] }] }],
    });
  });

  it('sends the same error once per page', () => {
    const { reporter, bodies } = testReporter();
    const error = { name: 'app.error', at: 1, severity: 'ERROR' as const, body: 'x', attributes: {} };
    reporter.report(error);
    reporter.report(error);
    reporter.flush();
    expect(eventsOf(bodies)).toHaveLength(1);
  });

  it('keeps one session id per tab', () => {
    sessionStorage.clear();
    const id = tabSessionId();
    expect(id).toMatch(/^[\w-]{16,}$/);
    expect(tabSessionId()).toBe(id);
  });
});

describe('consent', () => {
  it('sends no page view or vital without the visitor’s consent, and both after it; errors either way', () => {
    const { reporter, bodies } = testReporter();
    setAnalyticsSink(telemetrySink(reporter));
    const vital = { name: 'LCP' as const, value: 1800, rating: 'good' as const, id: 'v5-1', path: '/' };

    recordPageView({ pathname: '/teachers', search: '' });
    recordWebVital(vital);
    reporter.report({ name: 'app.error', at: 1, severity: 'ERROR', body: 'x', attributes: {} });
    reporter.flush();
    expect(eventsOf(bodies).map((event) => event.name)).toEqual(['app.error']);

    setAnalyticsConsent(true);
    recordPageView({ pathname: '/courses', search: '?q=fizik' });
    recordWebVital(vital);
    reporter.flush();
    expect(eventsOf(bodies).map((event) => event.name)).toEqual([
      'app.error',
      'app.page_view',
      'app.web_vital',
    ]);
    expect(eventsOf(bodies)[1]?.attributes).toMatchObject({
      'page.path': '/courses',
      'page.query': 'q=fizik',
    });

    setAnalyticsConsent(false);
    recordPageView({ pathname: '/faq', search: '' });
    reporter.flush();
    expect(eventsOf(bodies)).toHaveLength(3);
  });
});

describe('signals', () => {
  const signal: Signal = { type: 'error', source: 'error', error: new Error('x'), at: 1 };

  it('are dropped while no telemetry address is set', () => {
    const seen = vi.fn();
    emitSignal(signal);
    consumeSignals(seen);
    expect(seen).not.toHaveBeenCalled();
  });

  it('wait for the reporter, then go straight to it', () => {
    env.telemetryUrl = '/collector';
    emitSignal(signal);
    const seen = vi.fn();
    consumeSignals(seen);
    expect(seen).toHaveBeenCalledWith(signal);
    emitSignal({ ...signal, at: 2 });
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('the started reporter takes the page views recorded before it with consent, and the socket’s drops', () => {
    env.telemetryUrl = '/collector';
    setAnalyticsConsent(true);
    recordPageView({ pathname: '/', search: '' });
    emitSignal(signal);
    const bodies: string[] = [];
    const reporter = startReporter(consumeSignals, {
      url: '/collector',
      resource: RESOURCE,
      post: (_url, body) => bodies.push(body),
    });
    setRealtimeStatus('connecting');
    setRealtimeStatus('disconnected');
    setRealtimeStatus('connected');
    recordPageView({ pathname: '/courses', search: '' });
    reporter.flush();
    expect(eventsOf(bodies).map(({ name, attributes }) => [name, attributes['socket.state']])).toEqual([
      ['app.error', undefined],
      ['app.page_view', undefined],
      ['app.socket', 'disconnected'],
      ['app.socket', 'reconnected'],
      ['app.page_view', undefined],
    ]);
    expect(startReporter(consumeSignals)).toBe(reporter);
  });
});
