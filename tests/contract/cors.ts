import type { CheckResult } from './run-contract.ts';
import { signIn, signOut, type Session } from './session.ts';

/*
 * `--origin https://www.example.com`: does the API let the app, served from that origin, make its calls? For
 * each call the app makes (a signed-in read and the session renewal) the browser's preflight is replayed with
 * the app's headers (Authorization, Content-Type) and then the call itself, and each CORS rule is its own
 * result. The refresh cookie of a login made from that origin must be HttpOnly always, and `SameSite=None;
 * Secure` when the app and the API are on different sites (a browser sends a Lax or Strict cookie on no
 * cross-site call, so the session could not be renewed); behind a proxy (same site) Lax or Strict is right.
 * Plain Node runs this file (type stripping), so its imports carry `.ts` and avoid the `@/` alias.
 */

export interface CorsOptions {
  baseUrl: string;
  /** The origin the app is served from, e.g. https://www.example.com. */
  origin: string;
  /** A signed-in session for the authenticated call; without it that call is skipped. */
  session?: Session;
  /** Signs in once more from the origin to read its refresh cookie; without it the cookie rules are skipped. */
  credentials?: { username: string; password: string };
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface AppCall {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** Request headers the app sends beyond the simple ones (they make the browser ask first). */
  headers: string[];
  authenticated: boolean;
}

// What src/lib/api sends: JSON with Content-Type on every call, the bearer token when signed in, credentials.
const APP_CALLS: AppCall[] = [
  {
    operationId: 'getCurrentUser',
    method: 'GET',
    path: '/v1/user/me',
    headers: ['authorization', 'content-type'],
    authenticated: true,
  },
  {
    operationId: 'refreshToken',
    method: 'POST',
    path: '/v1/auth/refresh',
    headers: ['content-type'],
    authenticated: false,
  },
];

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** Scheme and registrable domain (an IP address or localhost as it is, else its last two labels). */
export function siteOf(url: string): string {
  const { protocol, hostname } = new URL(url);
  const registrable = /^[\d.]+$|^\[|^localhost$/.test(hostname)
    ? hostname
    : hostname.split('.').slice(-2).join('.');
  return `${protocol}//${registrable}`;
}

/** The rules a refresh cookie breaks, as `Attribute: why`; empty when it is right for this pair of origins. */
export function cookieViolations(setCookie: string, crossSite: boolean, apiIsHttps: boolean): string[] {
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  const has = (name: string) => attributes.some((part) => part === name || part.startsWith(`${name}=`));
  const sameSite = attributes.find((part) => part.startsWith('samesite='))?.slice('samesite='.length);
  const violations: string[] = [];
  if (!has('httponly')) violations.push('HttpOnly: missing (a script could read the refresh token)');
  if (crossSite) {
    if (sameSite !== 'none')
      violations.push(
        `SameSite: ${sameSite ?? 'absent (Lax)'} on a cross-site API; must be None (a browser would not send it)`,
      );
    if (!has('secure')) violations.push('Secure: missing; SameSite=None requires it');
  } else {
    if (sameSite === 'none' && !has('secure')) violations.push('Secure: missing; SameSite=None requires it');
    if (apiIsHttps && !has('secure')) violations.push('Secure: missing on an https API');
  }
  return violations;
}

function result(
  operationId: string,
  method: string,
  target: string,
  step: string,
  status: number | undefined,
  violation: string | null,
  group: string,
): CheckResult {
  return {
    suite: 'cors',
    operationId,
    group,
    step,
    method,
    target,
    status,
    outcome: violation ? 'FAIL' : 'PASS',
    detail: violation ?? '',
  };
}

export async function runCorsChecks(options: CorsOptions): Promise<CheckResult[]> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.baseUrl.replace(/\/+$/, '');
  const { origin } = options;
  const group = `cors ${origin}`;
  const results: CheckResult[] = [];
  const call = (path: string, init: RequestInit) =>
    doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });

  const allowsOrigin = (response: Response): string | null => {
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed === origin) return null;
    if (allowed === '*') return 'Access-Control-Allow-Origin: * (a browser refuses it with credentials)';
    return `Access-Control-Allow-Origin: ${allowed ?? 'absent'}, expected ${origin}`;
  };
  const allowsCredentials = (response: Response): string | null =>
    response.headers.get('access-control-allow-credentials') === 'true'
      ? null
      : `Access-Control-Allow-Credentials: ${response.headers.get('access-control-allow-credentials') ?? 'absent'}, expected true`;

  for (const appCall of APP_CALLS) {
    const { operationId, method, path } = appCall;
    if (appCall.authenticated && !options.session) {
      results.push({
        suite: 'cors',
        operationId,
        group,
        step: `${operationId} from ${origin}`,
        method,
        target: path,
        outcome: 'SKIP',
        detail: 'needs a signed-in session (--login)',
      });
      continue;
    }
    let preflight: Response;
    try {
      preflight = await call(path, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': appCall.headers.join(','),
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push(
        result(
          operationId,
          'OPTIONS',
          path,
          `preflight of ${operationId}`,
          undefined,
          `unreachable: ${message}`,
          group,
        ),
      );
      continue;
    }
    const ok = preflight.status >= 200 && preflight.status < 300;
    const step = (rule: string) => `preflight of ${operationId}: ${rule}`;
    results.push(
      result(
        operationId,
        'OPTIONS',
        path,
        step('answered'),
        preflight.status,
        ok ? null : `status ${preflight.status}, expected 2xx`,
        group,
      ),
      result(
        operationId,
        'OPTIONS',
        path,
        step('allows the origin'),
        preflight.status,
        allowsOrigin(preflight),
        group,
      ),
      result(
        operationId,
        'OPTIONS',
        path,
        step('allows credentials'),
        preflight.status,
        allowsCredentials(preflight),
        group,
      ),
    );
    const methods = list(preflight.headers.get('access-control-allow-methods'));
    results.push(
      result(
        operationId,
        'OPTIONS',
        path,
        step(`allows ${method}`),
        preflight.status,
        methods.includes(method.toLowerCase())
          ? null
          : `Access-Control-Allow-Methods: ${methods.join(', ') || 'absent'}, lacks ${method}`,
        group,
      ),
    );
    const headers = list(preflight.headers.get('access-control-allow-headers'));
    const missing = appCall.headers.filter((header) => !headers.includes(header));
    results.push(
      result(
        operationId,
        'OPTIONS',
        path,
        step(`allows the headers ${appCall.headers.join(', ')}`),
        preflight.status,
        missing.length === 0
          ? null
          : `Access-Control-Allow-Headers: ${headers.join(', ') || 'absent'}, lacks ${missing.join(', ')}`,
        group,
      ),
    );
    await preflight.body?.cancel();

    // The call itself, as the app makes it: the answer must name the origin again, or the browser hides it.
    const headersOfCall: Record<string, string> = {
      Origin: origin,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (appCall.authenticated && options.session)
      headersOfCall.Authorization = `Bearer ${options.session.accessToken}`;
    if (!appCall.authenticated && options.session?.refreshCookie)
      headersOfCall.Cookie = options.session.refreshCookie.split(';')[0] ?? '';
    try {
      const response = await call(path, { method, headers: headersOfCall });
      await response.body?.cancel();
      const callStep = (rule: string) => `${operationId} from ${origin}: ${rule}`;
      results.push(
        result(
          operationId,
          method,
          path,
          callStep('allows the origin'),
          response.status,
          allowsOrigin(response),
          group,
        ),
        result(
          operationId,
          method,
          path,
          callStep('allows credentials'),
          response.status,
          allowsCredentials(response),
          group,
        ),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push(
        result(
          operationId,
          method,
          path,
          `${operationId} from ${origin}`,
          undefined,
          `unreachable: ${message}`,
          group,
        ),
      );
    }
  }

  results.push(...(await cookieChecks(options, group)));
  return results;
}

async function cookieChecks(options: CorsOptions, group: string): Promise<CheckResult[]> {
  const crossSite = siteOf(options.origin) !== siteOf(options.baseUrl);
  const step = `refresh cookie (${crossSite ? 'cross-site: SameSite=None; Secure' : 'same site: Lax or Strict'})`;
  if (!options.credentials) {
    return [
      {
        suite: 'cors',
        operationId: 'login',
        group,
        step,
        method: 'POST',
        target: '/v1/auth/login',
        outcome: 'SKIP',
        detail: 'needs --login',
      },
    ];
  }
  const originFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Origin', options.origin);
    return (options.fetch ?? fetch)(input, { ...init, headers });
  };
  let session: Session;
  try {
    session = await signIn({
      ...options.credentials,
      baseUrl: options.baseUrl,
      fetch: originFetch,
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [result('login', 'POST', '/v1/auth/login', step, undefined, message, group)];
  }
  const cookie = session.refreshCookie;
  const results: CheckResult[] = [];
  if (!cookie) {
    results.push(
      result(
        'login',
        'POST',
        '/v1/auth/login',
        step,
        200,
        'Set-Cookie: the login set no refresh cookie',
        group,
      ),
    );
  } else {
    const violations = cookieViolations(cookie, crossSite, options.baseUrl.startsWith('https:'));
    // Each rule its own result: HttpOnly, SameSite, Secure.
    for (const attribute of ['HttpOnly', 'SameSite', 'Secure']) {
      const violation = violations.find((text) => text.startsWith(`${attribute}:`)) ?? null;
      results.push(result('login', 'POST', '/v1/auth/login', `${step}: ${attribute}`, 200, violation, group));
    }
  }
  try {
    await signOut(session);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push(
      result(
        'logout',
        'POST',
        '/v1/auth/logout',
        'sign out the cookie check’s session',
        undefined,
        message,
        group,
      ),
    );
  }
  return results;
}
