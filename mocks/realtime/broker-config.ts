import { isTestRun } from '../db/env';

export interface MockBrokerConfig {
  /**
   * How long a simulated counterpart takes to answer in a private chat, in ms: a fixed delay, a [min, max]
   * range, or null for no answers at all. Default 1.5–3 s in the browser, 0 under vitest.
   */
  replyDelayMs: number | readonly [number, number] | null;
  /** The heart-beat interval the broker offers and asks for in CONNECTED (the slower side wins). */
  heartbeatMs: number;
}

const defaults = (): MockBrokerConfig => ({
  replyDelayMs: isTestRun() ? 0 : [1500, 3000],
  heartbeatMs: 10_000,
});

let current = defaults();

export const brokerConfig = (): Readonly<MockBrokerConfig> => current;

/** Changes part of the broker's settings; `configureMockBroker()` with no argument restores the defaults. */
export function configureMockBroker(changes?: Partial<MockBrokerConfig>): void {
  current = changes ? { ...current, ...changes } : defaults();
}

/** A delay in ms drawn from the configured range, or null when counterparts do not answer. */
export function replyDelay(): number | null {
  const delay = current.replyDelayMs;
  if (delay === null || typeof delay === 'number') return delay;
  const [min, max] = delay;
  return Math.round(min + Math.random() * (max - min));
}
