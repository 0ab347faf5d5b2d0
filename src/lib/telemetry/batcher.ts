/*
 * Events leave in batches: one request per batch rather than one per event (a phone's radio wakes once), sent
 * when the batch is full, a short while after its first event, and at once when the page is hidden or left
 * (the last moment a page can be sure to send: pagehide, visibilitychange to hidden).
 */

export interface BatcherOptions<T> {
  /** Sends one batch; never throws (the sender swallows its own failures). */
  send: (batch: T[]) => void;
  /** A batch this long goes at once. */
  maxBatch?: number;
  /** How long the first event of a batch may wait for others. */
  intervalMs?: number;
  /** Sets a one-off timer and returns its cancel; tests pass their own clock. */
  schedule?: (run: () => void, ms: number) => () => void;
}

export interface Batcher<T> {
  add(item: T): void;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush(): void;
  /** How many events wait. */
  readonly size: number;
}

export const MAX_BATCH = 20;
export const FLUSH_INTERVAL_MS = 5000;

const timer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export function createBatcher<T>({
  send,
  maxBatch = MAX_BATCH,
  intervalMs = FLUSH_INTERVAL_MS,
  schedule = timer,
}: BatcherOptions<T>): Batcher<T> {
  const waiting: T[] = [];
  let cancel: (() => void) | null = null;

  function flush(): void {
    cancel?.();
    cancel = null;
    while (waiting.length > 0) send(waiting.splice(0, maxBatch));
  }

  return {
    add(item) {
      waiting.push(item);
      if (waiting.length >= maxBatch) flush();
      else cancel ??= schedule(flush, intervalMs);
    },
    flush,
    get size() {
      return waiting.length;
    },
  };
}

/** Flushes `batcher` whenever the page is hidden or left; returns the stop. */
export function flushWhenHidden(batcher: Pick<Batcher<unknown>, 'flush'>): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') batcher.flush();
  };
  const onPageHide = () => batcher.flush();
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/**
 * Posts one body: `navigator.sendBeacon` (it outlives the page, the browser picks the moment), or a `fetch` with
 * `keepalive` where the beacon is refused (no API, a queue full, a body over its 64 kB). No cookies with the
 * fetch: a collector needs none. A failure costs the visitor nothing and is not retried.
 */
export function postBody(url: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A beacon the browser refuses outright (a cross-origin JSON body in some browsers): the fetch below.
  }
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}
