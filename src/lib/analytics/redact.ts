/** Query parameters that must never reach a log: reset-password links carry a token, forms may carry e-mails. */
export const SENSITIVE_QUERY_KEYS = ['token', 'code', 'password', 'email'] as const;
export const REDACTED = '[redacted]';

const isSensitive = (key: string): boolean =>
  SENSITIVE_QUERY_KEYS.some((sensitive) => key.toLocaleLowerCase('en-US').includes(sensitive));

/**
 * Returns the query without its `?`, with sensitive values replaced. Matching is by substring, so
 * `accessToken`, `resetCode` or `newPassword` are caught too: a false positive only hides a value.
 */
export function redactQuery(search: string): string {
  const params = new URLSearchParams(search);
  const parts: string[] = [];
  params.forEach((value, key) => {
    const shown = isSensitive(key) ? REDACTED : encodeURIComponent(value);
    parts.push(`${encodeURIComponent(key)}=${shown}`);
  });
  return parts.join('&');
}
