export interface PageView {
  /** Pathname, e.g. `/teachers`. */
  path: string;
  /** Query string without the leading `?`, sensitive values already replaced by `[redacted]`. */
  query: string;
  /** ISO 8601 time of the visit. */
  at: string;
}

export interface AnalyticsSink {
  record(event: PageView): void;
  /**
   * True when the sink sends data off the site (a third-party service). Such a sink only receives events after
   * the visitor consents; a first-party sink (kept in the browser, or our own server) needs no consent.
   */
  readonly thirdParty?: boolean;
}
