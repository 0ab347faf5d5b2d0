/**
 * Query parameters that must never reach a log: reset-password links carry a token, forms may carry e-mails or
 * phone numbers.
 */
export const SENSITIVE_QUERY_KEYS = ['token', 'code', 'password', 'email', 'phone'] as const;
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

/*
 * Free text that leaves the browser (an error's message and stack, a path) may hold what the person typed or a
 * credential our code put in a message. In order: a bearer header, a JWT (the access token), an e-mail address,
 * a phone number (10 to 14 digits, with the usual separators), a sensitive `key=value` or `"key":"value"` pair,
 * a long opaque string (refresh tokens, keys). The e-mail and phone rules come before the pair rule, which stops
 * at a space. A false positive only hides a value.
 */
const TEXT_RULES: readonly [RegExp, string][] = [
  [/\bBearer\s+\S+/gi, `Bearer ${REDACTED}`],
  [/\beyJ[\w-]*\.[\w-]+(?:\.[\w-]*)?/g, REDACTED],
  [/[^\s@"'<>(),;:=&?]+@[^\s@"'<>(),;:&]+\.[^\s@"'<>(),;:&]{2,}/g, REDACTED],
  // Not inside a word or an id (`v5-1732623456789-…`): only a number standing on its own.
  [/(?<![\w.+-])\+?\d(?:[\s().-]{0,2}\d){9,13}(?!\w)/g, REDACTED],
  [
    new RegExp(`((?:${SENSITIVE_QUERY_KEYS.join('|')})\\w*["']?\\s*[=:]\\s*["']?)[^\\s&"',;}]+`, 'gi'),
    `$1${REDACTED}`,
  ],
  // Unbroken by `-` or `/`, so a chunk's name in a stack frame (`route-teacher-profile-B3kd9xQa`) stays.
  [/\b[A-Za-z0-9_]{32,}\b/g, REDACTED],
];

/** `text` with credentials, e-mail addresses and phone numbers replaced, cut to `max` characters. */
export function redactText(text: string, max = 500): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_RULES) result = result.replace(pattern, replacement);
  return result.length > max ? `${result.slice(0, max - 1)}…` : result;
}
