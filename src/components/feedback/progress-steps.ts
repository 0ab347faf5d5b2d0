/** The navigation progress bar's numbers. */
export const PROGRESS_TICK_MS = 300;
export const PROGRESS_MAX_STEP = 10;
/** The bar never claims more than this until the load has really finished. */
export const PROGRESS_CEILING = 90;
export const PROGRESS_COMPLETE = 100;
export const PROGRESS_HIDE_DELAY_MS = 500;

/** One creep step: `random` in [0, 1) scales the step, so a step is at most PROGRESS_MAX_STEP points. */
export function nextProgress(current: number, random: number): number {
  const fraction = Math.min(Math.max(random, 0), 1);
  return Math.min(PROGRESS_CEILING, current + fraction * PROGRESS_MAX_STEP);
}
