/**
 * The standalone mock backend: the same MSW handlers, seeded db and STOMP broker as the browser worker and
 * vitest, over plain HTTP and SockJS, for other clients (a production build, two browsers chatting) and for
 * contract checks (`npm run contract`).
 *
 *   node mocks/server.ts [--port 8787] [--host 127.0.0.1]      (or PORT / HOST; --port 0 picks a free port)
 *   node mocks/server.ts --static dist     also serves that build, same-origin (standalone/static-files.ts)
 *   node mocks/server.ts --teachers 5000   a bigger market (or MOCK_TEACHERS): generated teachers after the seed's
 *
 * Every request becomes a Fetch Request answered by msw's `getResponse(handlers, request)`; unhandled ones
 * get a JSON 404. Local clients get CORS (the Origin echoed, credentials allowed). One log line per request.
 * Extra routes of this server only: GET /__mock/health, POST /__mock/reset (puts the seed back and closes the
 * open STOMP sessions; their clients reconnect), GET /__mock/counts and POST /__mock/forget (for the contract
 * checker's write journeys: standalone/records.ts).
 * /ws is the STOMP broker over SockJS and WebSocket (standalone/stomp-endpoint.ts), sharing the db with the
 * HTTP handlers. MOCK_REPLY_DELAY_MS=<ms> sets how long a seeded counterpart takes to answer in a private
 * room (default 1.5–3 s).
 * MOCK_DRIFT=getAllTeachers[,...] corrupts one field of those operations' answers (see standalone/drift.ts);
 * an AsyncAPI receive operation there (receiveChatMessage, …) corrupts that destination's STOMP frames
 * (standalone/stomp-drift.ts).
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse, RequestHandler } from 'msw';
import { driftHandlers, parseDriftList } from './standalone/drift.ts';
import {
  isPreflight,
  sendFetchResponse,
  sendJson,
  sendPreflight,
  toFetchRequest,
} from './standalone/http-bridge.ts';
import { loadMocks } from './standalone/load-mocks.ts';
import { answerRecordRoute } from './standalone/records.ts';
import { createStaticFiles } from './standalone/static-files.ts';
import { createStompEndpoint } from './standalone/stomp-endpoint.ts';
import { isStompOperation, stompDrift } from './standalone/stomp-drift.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const startedAt = performance.now();

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    mode: { type: 'string' },
    static: { type: 'string' },
    teachers: { type: 'string' },
  },
});
const port = Number(args.port ?? process.env.PORT ?? 8787);
const host = args.host ?? process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock server: invalid port "${args.port ?? process.env.PORT}"`);
  process.exit(2);
}

const teachersArg = args.teachers ?? process.env.MOCK_TEACHERS;
const teachers = teachersArg === undefined || teachersArg === '' ? undefined : Number(teachersArg);
if (teachers !== undefined && !(Number.isInteger(teachers) && teachers >= 1 && teachers <= 100_000)) {
  console.error(`mock server: --teachers must be a whole number from 1 to 100000, got "${teachersArg}"`);
  process.exit(2);
}

const log = (line: string) => console.log(`[mock] ${line}`);

// The Vite mode decides import.meta.env for the mocks; `mock` reads .env.mock, like `npm run build:mock`.
const mocks = await loadMocks(root, args.mode ?? 'mock', { teachers });
const requestHandlers = mocks.handlers.filter((handler) => handler instanceof RequestHandler);
const drifted = parseDriftList(process.env.MOCK_DRIFT);
const handlers = [
  ...driftHandlers(
    drifted.filter((operationId) => !isStompOperation(operationId)),
    join(root, 'openapi.yaml'),
    requestHandlers,
    log,
  ),
  ...requestHandlers,
];
const replyDelayMs = parseReplyDelay(process.env.MOCK_REPLY_DELAY_MS);
if (replyDelayMs !== undefined) mocks.broker.configure({ replyDelayMs });
const stomp = createStompEndpoint(mocks.broker, log, stompDrift(drifted, log));
const staticFiles = args.static ? createStaticFiles(join(process.cwd(), args.static)) : undefined;

function parseReplyDelay(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (Number.isInteger(ms) && ms >= 0) return ms;
  console.error(`mock server: MOCK_REPLY_DELAY_MS must be a whole number of milliseconds, got "${raw}"`);
  process.exit(2);
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (isPreflight(req)) return sendPreflight(req, res);
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/__mock/health')
    return sendJson(req, res, 200, { ok: true, handlers: handlers.length, drifted });
  if (path === '/__mock/reset' && req.method === 'POST') {
    mocks.broker.reset();
    await mocks.resetDb();
    return sendJson(req, res, 200, { ok: true });
  }
  if (await answerRecordRoute(req, res, mocks.records)) return;
  if (staticFiles && (await staticFiles.file(req, res))) return;
  const request = await toFetchRequest(req);
  const response = await getResponse(handlers, request);
  if (!response) {
    if (staticFiles && (await staticFiles.fallback(req, res))) return;
    return sendJson(req, res, 404, {
      success: false,
      message: `No mock handler for ${request.method} ${path}`,
      data: null,
    });
  }
  await sendFetchResponse(req, res, response);
}

const server = createHttpServer((req, res) => {
  const started = performance.now();
  res.on('finish', () => {
    const ms = Math.round(performance.now() - started);
    log(`${req.method} ${req.url} → ${res.statusCode} (${ms} ms)`);
  });
  if (stomp.handleRequest(req, res)) return;
  answer(req, res).catch((error: unknown) => {
    console.error(error);
    if (res.headersSent) return void res.destroy();
    sendJson(req, res, 500, {
      success: false,
      message: `Mock handler crashed: ${error instanceof Error ? error.message : String(error)}`,
      data: null,
    });
  });
});

server.on('upgrade', (req, socket, head) => {
  if (!stomp.handleUpgrade(req, socket, head)) socket.destroy();
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const drift = drifted.length > 0 ? `, drifting ${drifted.join(', ')}` : '';
  const app = args.static ? `, serving ${args.static}` : '';
  const market = teachers === undefined ? '' : `, ${teachers} teachers`;
  // scripts/contract-ci.sh reads the port from this line.
  log(
    `listening on http://${host}:${actualPort} (${handlers.length} handlers, ready in ${seconds} s${drift}${app}${market})`,
  );
});

function shutdown(): void {
  setTimeout(() => process.exit(0), 2000).unref();
  // Open STOMP sessions get a proper SockJS close (their clients then retry) instead of a cut socket.
  mocks.broker.reset();
  server.close();
  server.closeAllConnections();
  void mocks.close().finally(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
