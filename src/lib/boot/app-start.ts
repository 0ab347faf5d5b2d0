let startedAt: number | undefined;

/** Called once by the entry (main.tsx) when the app's code starts to run. */
export function markAppStart(): void {
  startedAt = performance.now();
}

/** How long ago the app's code started to run; 0 when nothing marked it (tests render the app directly). */
export function msSinceAppStart(): number {
  return startedAt === undefined ? 0 : performance.now() - startedAt;
}
