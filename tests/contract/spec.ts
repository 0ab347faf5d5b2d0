import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/* openapi.yaml → the operations the contract checker calls. */

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  'x-source'?: string;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: SchemaObject;
  'x-source'?: string;
}

interface OperationObject {
  operationId?: string;
  tags?: string[];
  'x-source'?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject; example?: unknown }> };
}

export interface OpenApiDocument {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, unknown>>;
  components?: {
    parameters?: Record<string, ParameterObject>;
    schemas?: Record<string, SchemaObject>;
  };
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path template, e.g. /v1/chat/history/{chatRoomId}. */
  path: string;
  tag: string;
  authenticated: boolean;
  parameters: ParameterObject[];
  /** The JSON request body's schema, when the operation takes one. */
  bodySchema?: SchemaObject;
  bodyExample?: unknown;
  /** `x-source` of openapi.yaml: spec (known to exist on the real server) or inferred (designed by us). */
  source: 'spec' | 'inferred';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/*
 * Reads that the contract sends as POST because the filter does not fit a query string. The spec has no
 * marker for "safe POST", so they are named here; every other POST/PUT/DELETE changes state and is not called.
 */
const READ_POSTS = new Set(['filterTeachers']);

export function loadSpec(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Follows a local `#/components/...` reference (one level at a time, until it is not a reference). */
export function deref<T extends { $ref?: string }>(spec: OpenApiDocument, value: T): T {
  let current: T = value;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec);
    if (!target) throw new Error(`openapi.yaml: unresolved reference ${current.$ref}`);
    current = target as T;
  }
  return current;
}

export function isRead(method: string, operationId: string): boolean {
  return method === 'get' || (method === 'post' && READ_POSTS.has(operationId));
}

/** Path-level parameters, overridden by operation-level ones of the same name and location. */
function mergeParameters(shared: ParameterObject[], own: ParameterObject[]): ParameterObject[] {
  const key = (parameter: ParameterObject) => `${parameter.in}:${parameter.name}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((parameter) => !ownKeys.has(key(parameter))), ...own];
}

/**
 * Every read operation, spec and inferred, in the order of openapi.yaml. Inferred writes are not here: they
 * change state, and only the --writes journeys call them, in an order that cleans up after itself.
 */
export function contractOperations(spec: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const pathParameters = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation?.operationId) continue;
      if (!isRead(method, operation.operationId)) continue;
      const security = operation.security ?? spec.security ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0] ?? '',
        authenticated: security.some((requirement) => 'bearerAuth' in requirement),
        parameters: mergeParameters(
          pathParameters.map((parameter) => deref(spec, parameter)),
          (operation.parameters ?? []).map((parameter) => deref(spec, parameter)),
        ),
        bodySchema: json?.schema,
        bodyExample: json?.example,
        source: operation['x-source'] === 'spec' ? 'spec' : 'inferred',
      });
    }
  }
  return operations;
}
