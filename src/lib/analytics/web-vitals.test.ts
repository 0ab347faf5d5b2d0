import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageViewLog, setAnalyticsConsent, setAnalyticsSink } from './analytics';
import type { WebVital } from './types';
import { resetWebVitalsForTests, startWebVitals, type WebVitalsModule } from './web-vitals';

type Name = 'LCP' | 'INP' | 'CLS';
// Each web-vitals callback takes its own metric type; the fake keeps them as the general one.
type Report = (metric: Metric) => void;

/** Stands in for the web-vitals module: keeps each callback so a test can report a value through it. */
function fakeWebVitals() {
  const callbacks: Partial<Record<Name, Report>> = {};
  const keep = (name: Name) => (report: Report) => void (callbacks[name] = report);
  const module = { onLCP: keep('LCP'), onINP: keep('INP'), onCLS: keep('CLS') } as unknown as WebVitalsModule;
  const load = vi.fn(() => Promise.resolve(module));
  const metric = (name: Name, value: number): Metric => ({
    name,
    value,
    delta: value,
    rating: 'good',
    id: `v5-${name}`,
    navigationId: 1,
    entries: [],
    navigationType: 'navigate',
  });
  return {
    load,
    report: (name: Name, value: number) => callbacks[name]?.(metric(name, value)),
  };
}

describe('startWebVitals', () => {
  afterEach(() => {
    resetWebVitalsForTests();
    setAnalyticsSink(null);
    setAnalyticsConsent(false);
    pageViewLog.clear();
    window.history.replaceState(null, '', '/');
  });

  it('sends nothing to a third-party sink without consent', async () => {
    const recordVital = vi.fn();
    setAnalyticsSink({ thirdParty: true, record: vi.fn(), recordVital });
    const vitals = fakeWebVitals();
    await startWebVitals(vitals.load);
    vitals.report('LCP', 2100);
    vitals.report('CLS', 0.01);
    expect(recordVital).not.toHaveBeenCalled();
  });

  it('reports LCP, INP and CLS to a third-party sink once the visitor consents, with the path only', async () => {
    const recordVital = vi.fn<(vital: WebVital) => void>();
    setAnalyticsSink({ thirdParty: true, record: vi.fn(), recordVital });
    setAnalyticsConsent(true);
    window.history.replaceState(null, '', '/teachers?q=fizik');
    const vitals = fakeWebVitals();
    await startWebVitals(vitals.load);
    vitals.report('LCP', 2100);
    vitals.report('INP', 120);
    vitals.report('CLS', 0.01);
    expect(recordVital.mock.calls.map(([vital]) => vital)).toEqual([
      expect.objectContaining({ name: 'LCP', value: 2100, rating: 'good', id: 'v5-LCP', path: '/teachers' }),
      expect.objectContaining({ name: 'INP', value: 120 }),
      expect.objectContaining({ name: 'CLS', value: 0.01 }),
    ]);
    expect(recordVital.mock.calls[0]?.[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps the values in the in-memory log only once the visitor consents', async () => {
    const vitals = fakeWebVitals();
    await startWebVitals(vitals.load);
    vitals.report('INP', 80);
    expect(pageViewLog.vitals()).toEqual([]);
    setAnalyticsConsent(true);
    vitals.report('INP', 90);
    expect(pageViewLog.vitals()).toEqual([expect.objectContaining({ name: 'INP', value: 90 })]);
  });

  it('loads the package once per visit, however many pages are viewed', async () => {
    const vitals = fakeWebVitals();
    await Promise.all([startWebVitals(vitals.load), startWebVitals(vitals.load)]);
    await startWebVitals(vitals.load);
    expect(vitals.load).toHaveBeenCalledTimes(1);
  });

  it('tries again on a later page when the chunk failed to load', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk')));
    await startWebVitals(failing);
    const vitals = fakeWebVitals();
    await startWebVitals(vitals.load);
    expect(vitals.load).toHaveBeenCalledTimes(1);
  });
});
