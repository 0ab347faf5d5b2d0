import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/*
 * A built app served by the mock server itself (`--static dist`), so a production build talks to the mock API
 * and /ws at its own origin: the refresh cookie stays first-party and no CORS is involved. Files come from the
 * folder; any other GET or HEAD outside the server's own prefixes gets index.html (the SPA's client routes).
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Paths the server answers itself (the API, the broker, the mock controls): never the app's. */
const SERVER_PATHS = /^\/(?:v1|ws|__mock)(?:[/?]|$)/;

export interface StaticFiles {
  /** Sends the folder's file at the request's path (true), or does nothing (false). */
  file: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Sends index.html for a GET or HEAD outside the server's own paths (true), or does nothing (false). */
  fallback: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

function appPath(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  try {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    return SERVER_PATHS.test(path) ? undefined : path;
  } catch {
    return undefined;
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: string, size: number, isIndex: boolean): void {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': size,
    // Hashed assets may be kept; the page itself is always asked for again.
    'Cache-Control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * The build's deploy-time settings as this server deploys it (what deploy/start-nginx.sh writes for nginx): the
 * API and the socket at this origin (the build's defaults) and the client reporter pointed at this server's
 * collector, so a developer sees the app's errors, page views and vitals at GET /__mock/telemetry.
 */
export const MOCK_APP_CONFIG = { telemetryUrl: '/__mock/telemetry' };

function sendMockConfig(req: IncomingMessage, res: ServerResponse): void {
  const body = `window.__APP_CONFIG__ = ${JSON.stringify(MOCK_APP_CONFIG)};\n`;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.js'],
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The files of `folder`. The server asks `file` first, then its API handlers (so the mock media and the like
 * still answer), then `fallback`.
 */
export function createStaticFiles(folder: string): StaticFiles {
  const base = resolve(folder);
  const index = join(base, 'index.html');
  return {
    async file(req, res) {
      const path = appPath(req);
      if (path === '/config.js') {
        sendMockConfig(req, res);
        return true;
      }
      if (path === undefined || path.endsWith('/')) return false;
      const candidate = resolve(base, `.${normalize(path)}`);
      if (!candidate.startsWith(base + sep)) return false;
      const size = await sizeOf(candidate);
      if (size === undefined) return false;
      send(req, res, candidate, size, candidate === index);
      return true;
    },
    async fallback(req, res) {
      if (appPath(req) === undefined) return false;
      const size = await sizeOf(index);
      if (size === undefined) return false;
      send(req, res, index, size, true);
      return true;
    },
  };
}
