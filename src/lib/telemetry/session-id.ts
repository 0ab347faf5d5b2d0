/** Session storage: the tab's telemetry session id (the e2e support reads it to find the tab's events). */
export const SESSION_KEY = 'telemetry-session';

/** A random id for this tab, kept across its reloads (sessionStorage is per tab), never tied to the person. */
export function tabSessionId(): string {
  const fresh = () =>
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
          '',
        );
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept) return kept;
    const id = fresh();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}
