/*
 * The mock backend's clock: the real time plus an offset that tests move forward (POST /__mock/clock
 * {"advanceMs": …}), so a rule that waits for a moment (a first lesson's time, a reminder, a request's
 * expiry) can be reached without the test sleeping. Every time-dependent rule of the lesson lifecycle reads
 * `mockNow()`; `vi.setSystemTime` still works under it, since the offset is added to `Date.now()`.
 *
 * The offset lives in this process: the standalone server (the live e2e, two browsers) has one for everyone;
 * in the browser each tab has its own and a reload resets it. `resetDb()` puts it back to zero.
 */
let offsetMs = 0;

/** The mock's "now" (ms since the epoch). */
export const mockNow = (): number => Date.now() + offsetMs;

/** The mock's "now" as an ISO instant (UTC). */
export const mockNowIso = (): string => new Date(mockNow()).toISOString();

/** Moves the clock forward by `ms` (never back: the mock's past stays consistent) and returns the new now. */
export function advanceMockClock(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a positive number');
  offsetMs += ms;
  return mockNow();
}

/** How far the clock is ahead of the real time. */
export const mockClockOffset = (): number => offsetMs;

export function resetMockClock(): void {
  offsetMs = 0;
}
