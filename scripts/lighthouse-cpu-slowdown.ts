/**
 * Lighthouse's simulated throttling multiplies the CPU time it observed on the host by `cpuSlowdownMultiplier`
 * (4 by default), a factor chosen to turn a high-end desktop into a mid-tier phone. On a slower host the same 4×
 * emulates a slower phone than that, and Lighthouse itself warns so ("The tested device appears to have a slower
 * CPU than Lighthouse expects") below a `benchmarkIndex` of 1000. Its throttling guide asks for a calibrated
 * multiplier instead, read from the report's `benchmarkIndex` (its "CPU/Memory Power") through the
 * calibration calculator the guide links to; these are that calculator's anchor points.
 */
const ANCHOR_INDICES = [150, 800, 1300, 1533, 1766, 2000];
const ANCHOR_MULTIPLIERS = [1, 2, 3, 4, 5, 6];

/**
 * The CPU slowdown that emulates Lighthouse's mid-tier phone on a host of this `benchmarkIndex`: linear between
 * the anchors, never below 1 (a host slower than the phone is not sped up) and extended past the last anchor at
 * its slope.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no usable benchmarkIndex (${benchmarkIndex})`);
  const at = (list: number[], i: number) => list[i] ?? Number.NaN;
  if (benchmarkIndex <= at(ANCHOR_INDICES, 0)) return 1;
  // The segment the index falls in, or the last one past the fastest anchor.
  const upper = ANCHOR_INDICES.findIndex((index) => benchmarkIndex <= index);
  const high = upper === -1 ? ANCHOR_INDICES.length - 1 : upper;
  const lowIndex = at(ANCHOR_INDICES, high - 1);
  const lowMultiplier = at(ANCHOR_MULTIPLIERS, high - 1);
  const slope = (at(ANCHOR_MULTIPLIERS, high) - lowMultiplier) / (at(ANCHOR_INDICES, high) - lowIndex);
  return lowMultiplier + (benchmarkIndex - lowIndex) * slope;
}
