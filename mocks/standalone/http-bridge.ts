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
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
  res.setHeader('Content-Length', body.length);
  res.writeHead(response.status, response.statusText || undefined);
  res.end(req.method === 'HEAD' ? undefined : body);
}
