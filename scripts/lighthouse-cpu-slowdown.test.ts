import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './lighthouse-cpu-slowdown.ts';

describe('calibratedCpuSlowdown', () => {
  it("gives Lighthouse's default 4× on the desktop its default is meant for", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4);
  });

  it('lowers the slowdown on a slower host, between the calibration anchors', () => {
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5);
  });

  it('never speeds a host up, and keeps the last slope past the fastest anchor', () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(calibratedCpuSlowdown(2233)).toBeCloseTo(7);
  });

  it('refuses a report without a benchmark', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmarkIndex/);
  });
});
