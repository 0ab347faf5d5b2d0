import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_CONSENT_KEY,
  pageViewLog,
  recordPageView,
  setAnalyticsConsent,
  setAnalyticsSink,
} from './analytics';
import { createMemorySink } from './memory-sink';
import { redactQuery } from './redact';

const at = new Date('2025-05-01T10:00:00Z');

describe('redactQuery', () => {
  it('replaces sensitive values and keeps the rest', () => {
    expect(redactQuery('?token=abc.def&tab=teacher')).toBe('token=[redacted]&tab=teacher');
    expect(redactQuery('email=a%40b.com&code=123456&newPassword=x&q=matematik')).toBe(
      'email=[redacted]&code=[redacted]&newPassword=[redacted]&q=matematik',
    );
    expect(redactQuery('')).toBe('');
  });
});

describe('memory sink', () => {
  it('keeps only the newest entries', () => {
    const sink = createMemorySink(2);
    for (const path of ['/a', '/b', '/c']) sink.record({ path, query: '', at: at.toISOString() });
    expect(sink.entries().map((e) => e.path)).toEqual(['/b', '/c']);
  });
});

describe('recordPageView', () => {
  it('records to the in-memory log by default, redacted', () => {
    setAnalyticsConsent(true);
    recordPageView({ pathname: '/reset-password', search: '?token=secret' }, at);
    expect(pageViewLog.entries()).toEqual([
      { path: '/reset-password', query: 'token=[redacted]', at: '2025-05-01T10:00:00.000Z' },
    ]);
  });

  it('sends nothing to a third-party sink until the visitor consents', () => {
    const record = vi.fn();
    setAnalyticsSink({ thirdParty: true, record });

    recordPageView({ pathname: '/teachers', search: '' }, at);
    expect(record).not.toHaveBeenCalled();

    setAnalyticsConsent(true);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
    recordPageView({ pathname: '/teachers', search: '' }, at);
    expect(record).toHaveBeenCalledWith({ path: '/teachers', query: '', at: at.toISOString() });

    setAnalyticsConsent(false);
    recordPageView({ pathname: '/faq', search: '' }, at);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('sends nothing to a first-party sink either until the visitor consents (KVKK: analytics needs consent)', () => {
    const record = vi.fn();
    setAnalyticsSink({ record });
    recordPageView({ pathname: '/', search: '' }, at);
    expect(record).not.toHaveBeenCalled();
    expect(pageViewLog.entries()).toEqual([]);

    setAnalyticsConsent(true);
    recordPageView({ pathname: '/', search: '' }, at);
    expect(record).toHaveBeenCalledTimes(1);
  });
});
