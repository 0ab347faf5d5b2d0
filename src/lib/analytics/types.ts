export interface PageView {
  /** Pathname, e.g. `/teachers`. */
  path: string;
  /** Query string without the leading `?`, sensitive values already replaced by `[redacted]`. */
  query: string;
  /** ISO 8601 time of the visit. */
  at: string;
}

/** One Core Web Vitals measurement of a real visit (the `web-vitals` package's metric, trimmed). */
export interface WebVital {
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP, a unitless score for CLS. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** Unique per page load and metric: a later report of the same id replaces the earlier one. */
  id: string;
  /** The path the page was on when reported (no query: it may hold personal data). */
  path: string;
  at: string;
}

export interface AnalyticsSink {
  record(event: PageView): void;
  /** Core Web Vitals; a sink without it receives page views only. */
  recordVital?(vital: WebVital): void;
  /**
   * True when the sink sends data off the site (a third-party service). Informational only: every sink, ours
   * included, receives page views and vitals only after the visitor accepts analytics (KVKK consent).
   */
  readonly thirdParty?: boolean;
}
