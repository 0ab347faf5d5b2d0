/** A page part that has not arrived after 120 s is reported as a load error. */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

export class RouteLoadTimeoutError extends Error {
  override readonly name = 'RouteLoadTimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`A page part did not load within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Wraps a route's dynamic import so it rejects after `timeoutMs`. Browsers give up on a stalled script only
 * after minutes, if ever; the race turns a hang into an error the route's error view can show.
 */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs: number = ROUTE_LOAD_TIMEOUT_MS) {
  return (): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RouteLoadTimeoutError(timeoutMs)), timeoutMs);
    });
    return Promise.race([Promise.resolve().then(load), timeout]).finally(() => clearTimeout(timer));
  };
}
