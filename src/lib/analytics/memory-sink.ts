import type { AnalyticsSink, PageView, WebVital } from './types';

export interface MemorySink extends AnalyticsSink {
  /** Oldest first. */
  entries(): PageView[];
  /** The Core Web Vitals reported, oldest first. */
  vitals(): WebVital[];
  clear(): void;
}

/** First-party sink kept in the page: a ring buffer, so a long session never grows it without bound. */
export function createMemorySink(capacity = 100): MemorySink {
  let buffer: PageView[] = [];
  let vitals: WebVital[] = [];
  return {
    thirdParty: false,
    record(event) {
      buffer = [...buffer, event].slice(-capacity);
    },
    recordVital(vital) {
      vitals = [...vitals, vital].slice(-capacity);
    },
    entries: () => [...buffer],
    vitals: () => [...vitals],
    clear() {
      buffer = [];
      vitals = [];
    },
  };
}
