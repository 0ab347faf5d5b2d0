/*
 * A signed-in session of the contract checker, made through the contract's own calls: login
 * (POST /v1/auth/login), refreshToken (POST /v1/auth/refresh, with the refresh cookie) and logout
 * (POST /v1/auth/logout/{userId}). The password is used for the login body only: it is never kept on the
 * session, and no error or exchange carries it (the checker's output must be safe to paste in a CI log).
 * Plain Node runs this file (type stripping), so its imports carry `.ts` and avoid the `@/` alias.
 */

import { call } from './http.ts';

export interface SessionUser {
  id: number;
  username: string;
  /** ROLE_STUDENT / ROLE_TEACHER …, when the login answer names it. */
  role?: string;
}

/** One call the session made, kept so the checker can grade it against the contract like any operation. */
export interface SessionExchange {
  operationId: 'login' | 'refreshToken' | 'logout';
  method: 'POST';
  /** The path called (with its query); never the body, which holds the password on login. */
  target: string;
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
  /** The raw Set-Cookie headers of the answer. */
  setCookies: string[];
}

export interface Session {
  baseUrl: string;
  accessToken: string;
  /** The refresh cookie's Set-Cookie header as the server sent it (attributes included), if it sent one. */
  refreshCookie?: string;
  user: SessionUser;
  /** Every call made for this session, in order (login, refreshes, logout). */
  exchanges: SessionExchange[];
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface SignInOptions {
  baseUrl: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A session call that did not work: refused (status set) or unreachable (status undefined). The message names
 * the operation and the server's own message, never the password or a token.
 */
export class SessionError extends Error {
  readonly operationId: SessionExchange['operationId'];
  readonly status?: number;
  constructor(operationId: SessionExchange['operationId'], message: string, status?: number) {
    super(message);
    this.name = 'SessionError';
    this.operationId = operationId;
    this.status = status;
  }
}

const REFRESH_COOKIE_NAME = 'refreshToken'; // components.securitySchemes.refreshCookie in openapi.yaml

function setCookiesOf(headers: Headers): string[] {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  const raw = headers.get('set-cookie');
  return raw ? [raw] : [];
}

/** The refresh cookie among the Set-Cookie headers (the contract names it refreshToken; else the first). */
function refreshCookieIn(setCookies: string[]): string | undefined {
  return setCookies.find((value) => value.trim().startsWith(`${REFRESH_COOKIE_NAME}=`)) ?? setCookies[0];
}

/** The `name=value` to send back in a Cookie header, from a Set-Cookie value. */
export function cookiePair(setCookie: string): string {
  return (setCookie.split(';')[0] ?? '').trim();
}

/** A Set-Cookie that clears its cookie (Max-Age=0, an empty value or an expiry in the past). */
function clearsCookie(setCookie: string): boolean {
  const value = cookiePair(setCookie).split('=').slice(1).join('=');
  const expires = /;\s*expires=([^;]+)/i.exec(setCookie)?.[1];
  return (
    value === '' || /;\s*max-age=0\b/i.test(setCookie) || (!!expires && Date.parse(expires) < Date.now())
  );
}

/** The headers an authenticated call of this session carries. */
export function authHeaders(session: Pick<Session, 'accessToken'>): Record<string, string> {
  return { Authorization: `Bearer ${session.accessToken}` };
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? `: ${message}` : '';
}

async function exchange(
  doFetch: typeof fetch,
  baseUrl: string,
  operationId: SessionExchange['operationId'],
  target: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<SessionExchange> {
  const result = await call(
    `${baseUrl.replace(/\/+$/, '')}${target}`,
    { ...init, method: 'POST' },
    { fetch: doFetch, timeoutMs },
  );
  if ('unreachable' in result)
    throw new SessionError(operationId, `${operationId}: unreachable: ${result.unreachable}`);
  const { response, answer } = result;
  const body = answer.body;
  return {
    operationId,
    method: 'POST',
    target,
    status: response.status,
    body,
    setCookies: setCookiesOf(response.headers),
  };
}

/** Signs in through the contract's login. Throws a SessionError when refused or unreachable. */
export async function signIn(options: SignInOptions): Promise<Session> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const answer = await exchange(
    doFetch,
    options.baseUrl,
    'login',
    '/v1/auth/login',
    {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ usernameOrEmail: options.username, password: options.password }),
    },
    timeoutMs,
  );
  if (answer.status < 200 || answer.status >= 300) {
    throw new SessionError(
      'login',
      `login refused (${answer.status})${messageOf(answer.body)}`,
      answer.status,
    );
  }
  const data = (answer.body as { data?: Record<string, unknown> } | undefined)?.data;
  const accessToken = data?.accessToken;
  if (typeof accessToken !== 'string' || !accessToken) {
    throw new SessionError(
      'login',
      `login answered ${answer.status} without data.accessToken`,
      answer.status,
    );
  }
  const id = data?.userId ?? data?.id;
  if (typeof id !== 'number') {
    throw new SessionError('login', `login answered ${answer.status} without data.userId`, answer.status);
  }
  return {
    baseUrl: options.baseUrl,
    accessToken,
    refreshCookie: refreshCookieIn(answer.setCookies),
    user: {
      id,
      username: typeof data?.username === 'string' ? data.username : options.username,
      role: typeof data?.role === 'string' ? data.role : undefined,
    },
    exchanges: [answer],
    fetch: doFetch,
    timeoutMs,
  };
}

/**
 * Renews the access token through the contract's refresh call, with the refresh cookie. Updates the session in
 * place (a new token; a new cookie when the server rotates it) and returns it. Throws a SessionError when refused.
 */
export async function refreshSession(session: Session): Promise<Session> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session.refreshCookie) headers.Cookie = cookiePair(session.refreshCookie);
  const answer = await exchange(
    session.fetch,
    session.baseUrl,
    'refreshToken',
    '/v1/auth/refresh',
    { headers },
    session.timeoutMs,
  );
  session.exchanges.push(answer);
  if (answer.status < 200 || answer.status >= 300) {
    const why = session.refreshCookie ? '' : ' (the login set no refresh cookie)';
    throw new SessionError(
      'refreshToken',
      `refresh refused (${answer.status})${messageOf(answer.body)}${why}`,
      answer.status,
    );
  }
  const accessToken = (answer.body as { data?: { accessToken?: unknown } } | undefined)?.data?.accessToken;
  if (typeof accessToken !== 'string' || !accessToken) {
    throw new SessionError(
      'refreshToken',
      `refresh answered ${answer.status} without data.accessToken`,
      answer.status,
    );
  }
  session.accessToken = accessToken;
  const rotated = refreshCookieIn(answer.setCookies);
  if (rotated && !clearsCookie(rotated)) session.refreshCookie = rotated;
  return session;
}

/** Signs out through the contract's logout (bearer token and refresh cookie). Throws a SessionError when refused. */
export async function signOut(session: Session): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(session) };
  if (session.refreshCookie) headers.Cookie = cookiePair(session.refreshCookie);
  // The product sends an empty `token` query parameter (openapi.yaml, logout).
  const answer = await exchange(
    session.fetch,
    session.baseUrl,
    'logout',
    `/v1/auth/logout/${encodeURIComponent(String(session.user.id))}?token=`,
    { headers },
    session.timeoutMs,
  );
  session.exchanges.push(answer);
  if (answer.status < 200 || answer.status >= 300) {
    throw new SessionError(
      'logout',
      `logout refused (${answer.status})${messageOf(answer.body)}`,
      answer.status,
    );
  }
}
