import { readFileSync } from 'node:fs';
import { getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { parse } from 'yaml';

/*
 * MOCK_DRIFT=<operationId>[,<operationId>...] makes the standalone server break the contract on purpose, so
 * CI can prove that `npm run contract` catches drift. A drifted operation answers what the normal handlers
 * answer, with one field corrupted: the first numeric `id` in the body (depth first) becomes a string, or,
 * when the body has no id, `success` becomes a string. The server logs which field it corrupted.
 */

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

interface OperationRoute {
  method: HttpMethod;
  path: string;
}

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<string, { operationId?: string }>>>;
}

function findRoutes(specFile: string): Map<string, OperationRoute> {
  const spec = parse(readFileSync(specFile, 'utf8')) as OpenApiDocument;
  const routes = new Map<string, OperationRoute>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId) routes.set(operationId, { method, path });
    }
  }
  return routes;
}

/** Corrupts one field of a JSON body in place; returns its dotted path, or null when nothing fitted. */
export function corruptBody(body: unknown): string | null {
  const findId = (value: unknown, path: string[]): string[] | null => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = findId(item, [...path, String(index)]);
        if (found) return found;
      }
      return null;
    }
    if (value === null || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number') {
      record.id = `drifted-${record.id}`;
      return [...path, 'id'];
    }
    for (const [key, child] of Object.entries(record)) {
      const found = findId(child, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  const idPath = findId(body, []);
  if (idPath) return idPath.join('.');
  if (body !== null && typeof body === 'object' && 'success' in body) {
    (body as Record<string, unknown>).success = 'drifted';
    return 'success';
  }
  return null;
}

export function parseDriftList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Handlers to put before `base`: each answers its operation with base's answer, one field corrupted.
 * Throws for an operationId that openapi.yaml does not have.
 */
export function driftHandlers(
  operationIds: string[],
  specFile: string,
  base: RequestHandler[],
  log: (line: string) => void,
): RequestHandler[] {
  const routes = findRoutes(specFile);
  return operationIds.map((operationId) => {
    const route = routes.get(operationId);
    if (!route) throw new Error(`MOCK_DRIFT: openapi.yaml has no operation "${operationId}"`);
    const pattern = `*${route.path.replace(/\{([^}]+)\}/g, ':$1')}`;
    return http[route.method](pattern, async ({ request }) => {
      const real = await getResponse(base, request.clone());
      if (!real?.headers.get('content-type')?.includes('json')) return real;
      const body = (await real.json()) as JsonBodyType;
      const field = corruptBody(body);
      log(`drift: ${operationId} → ${field ?? 'nothing to corrupt'}`);
      const headers = new Headers(real.headers);
      headers.delete('content-length');
      return HttpResponse.json(body, { status: real.status, headers });
    });
  });
}
