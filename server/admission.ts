/*
 * How many renders a renderer process works on at once, when RENDER_SLOTS sets it (unlimited by default: the
 * turn's wait counts against the 2 s, and at 50 connections a cap of 4 sent more shells; docs/performance.md).
 * A render is CPU work between API answers; with every
 * request admitted at once, 25 renders share one thread, each one's continuation queues behind all the others,
 * and they all finish late together (and hold 25 React trees and query caches in memory). With a few slots, a
 * render that started runs to its end at nearly its own speed, while the CPU still has work when one waits on
 * the API; the others wait their turn, first come first served, inside the same 2 s limit (their signal is
 * the request's).
 */

export type Admit = <T>(signal: AbortSignal, work: () => Promise<T>) => Promise<T>;

/** At most `slots` works at a time; the rest wait in arrival order, or until their signal aborts. */
export function createAdmission(slots: number): Admit {
  if (!(slots >= 1)) throw new Error(`invalid number of render slots: ${slots}`);
  let free = slots;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  const turn = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const admitted = () => {
        signal.removeEventListener('abort', aborted);
        resolve();
      };
      const aborted = () => {
        waiting.splice(waiting.indexOf(admitted), 1);
        // The signal's own reason (a TimeoutError from AbortSignal.timeout), as signal.throwIfAborted() throws.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(signal.reason);
      };
      signal.addEventListener('abort', aborted, { once: true });
      waiting.push(admitted);
    });

  return async (signal, work) => {
    signal.throwIfAborted();
    if (free > 0) free -= 1;
    else await turn(signal);
    try {
      return await work();
    } finally {
      release();
    }
  };
}
