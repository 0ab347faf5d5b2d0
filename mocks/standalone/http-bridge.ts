import type { IncomingMessage, ServerResponse } from 'node:http';

/* Translation between Node's http module and the Fetch API objects MSW handlers work with. */

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = BODYLESS_METHODS.has(method) ? undefined : await readBody(req);
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** CORS for local clients: the caller's origin is echoed (with credentials, so the refresh cookie flows). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

/** Scheme and registrable domain (an IP address or `localhost` as it is; else its last two labels). */
function siteOf(origin: URL): string {
  const host = origin.hostname;
  const registrable = /^[\d.]+$|^\[|^localhost$/.test(host) ? host : host.split('.').slice(-2).join('.');
  return `${origin.protocol}//${registrable}`;
}

const firstHeader = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * True when the request comes from a page of another site than this server (a cross-site front end). Behind a
 * proxy (deploy/api-proxy.conf) the address the browser used is the forwarded one, first-party to the page.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  const scheme = firstHeader(req.headers['x-forwarded-proto']) ?? 'http';
  try {
    return siteOf(new URL(origin)) !== siteOf(new URL(`${scheme}://${host}`));
  } catch {
    return false;
  }
}

/*
 * The handlers' refresh cookie is SameSite=Lax, right for the app served by this server or by a page of the
 * same site (127.0.0.1:4173 calling 127.0.0.1:8787). A browser sends a Lax cookie on no cross-site call, so a
 * front end on another site (https://www.example.com) would lose its session on the first refresh: for such a
 * caller the cookie is sent as a real server must send it, `SameSite=None; Secure` (browsers treat http://
 * localhost and 127.0.0.1 as secure, so it still works on a developer's machine).
 */
export function cookieForCaller(req: IncomingMessage, setCookie: string): string {
  if (!isCrossSite(req)) return setCookie;
  const parts = setCookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(samesite|secure)(=|$)/i.test(part));
  return [...parts, 'SameSite=None', 'Secure'].join('; ');
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && !!req.headers.origin && !!req.headers['access-control-request-method'];
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Copies a Fetch Response (status, headers including every Set-Cookie, body) onto Node's response. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  for (const [name, value] of response.headers) {
    // Headers iterates Set-Cookie once per cookie; it is copied below as a list. The length is recomputed
    // from the bytes actually sent.
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || lower === 'content-length') continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookieForCaller(req, cookie));
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
  res.setHeader('Content-Length', body.length);
  res.writeHead(response.status, response.statusText || undefined);
  res.end(req.method === 'HEAD' ? undefined : body);
}
