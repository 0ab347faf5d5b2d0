import { paths } from '@/config/paths';
import { isTeacher } from '@/lib/people/roles';

// An invented origin: only used to let the URL parser resolve the path the way a browser would.
const BASE = 'https://same-site.invalid';

// Sending someone who just signed in back to a sign-in screen would be a loop, not a way back.
const AUTH_PATHS: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];

/**
 * `?redirectTo=` comes from the address bar, so anyone can craft it. Only a path on this site is accepted:
 * it must start with one '/', and after the browser's own parsing (which turns '/\evil.com' into
 * '//evil.com') it must still point at this origin. Anything else gives null and the caller's default.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and whitespace are stripped by URL parsers, which can hide a second slash.
  if (/[\p{Cc}\s]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (AUTH_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a person goes after signing in when nothing asked for a page: a teacher to their dashboard (where
 * requests and messages wait, and where registration leaves them), everyone else to the home page.
 */
export function defaultPathAfterSignIn(role: string | null | undefined): string {
  return isTeacher(role) ? paths.teacherDashboard.getHref() : paths.home.getHref();
}
