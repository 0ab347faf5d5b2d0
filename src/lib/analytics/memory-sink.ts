import type { AnalyticsSink, PageView } from './types';

export interface MemorySink extends AnalyticsSink {
  /** Oldest first. */
  entries(): PageView[];
  clear(): void;
}

/** First-party sink kept in the page: a ring buffer, so a long session never grows it without bound. */
export function createMemorySink(capacity = 100): MemorySink {
  let buffer: PageView[] = [];
  return {
    thirdParty: false,
    record(event) {
      buffer = [...buffer, event].slice(-capacity);
    },
    entries: () => [...buffer],
    clear() {
      buffer = [];
    },
  };
}
