import {
  deref,
  type ContractOperation,
  type OpenApiDocument,
  type ParameterObject,
  type SchemaObject,
} from './spec.ts';

/* A concrete request for an operation, from the examples in openapi.yaml (and --param overrides). */

export interface RequestPlan {
  url: URL;
  init: RequestInit;
}

export type BuildResult = { plan: RequestPlan } | { skip: string };

export interface BuildOptions {
  baseUrl: string;
  token?: string;
  /** Overrides of example values: `name` for every operation, `operationId.name` for one. */
  params?: Record<string, string>;
  /** Query parameters to leave out even when they have an example (the filter probes' baseline). */
  omitQuery?: readonly string[];
  /** The JSON body to send instead of the spec's example. */
  body?: unknown;
}

const NONE = Symbol('no example');

function parameterExample(parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {}).find((example) => example.value !== undefined);
  if (named) return named.value;
  if (parameter.schema?.example !== undefined) return parameter.schema.example;
  if (parameter.schema?.default !== undefined) return parameter.schema.default;
  return NONE;
}

/** A value for a schema from its example, default or first enum value, building objects field by field. */
export function schemaExample(spec: OpenApiDocument, raw: SchemaObject): unknown {
  const schema = deref(spec, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const required = schema.required?.includes(name) ?? false;
      const example = schemaExample(spec, property);
      if (example !== NONE) value[name] = example;
      else if (required) return NONE;
    }
    return value;
  }
  if (types.includes('array') && schema.items) {
    const item = schemaExample(spec, schema.items);
    return item === NONE ? [] : [item];
  }
  if (types.includes('null')) return null;
  return NONE;
}

function override(options: BuildOptions, operationId: string, name: string): string | undefined {
  return options.params?.[`${operationId}.${name}`] ?? options.params?.[name];
}

export function buildRequest(
  spec: OpenApiDocument,
  operation: ContractOperation,
  options: BuildOptions,
): BuildResult {
  if (operation.authenticated && !options.token) return { skip: 'needs --login or --token' };

  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    if (parameter.in === 'query' && options.omitQuery?.includes(parameter.name)) continue;
    const given = override(options, operation.operationId, parameter.name);
    const value = given ?? parameterExample(parameter);
    if (value === NONE) {
      if (parameter.required || parameter.in === 'path') {
        return { skip: `no example for ${parameter.in} parameter "${parameter.name}" (pass --param)` };
      }
      continue;
    }
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else query.set(parameter.name, text);
  }

  const headers = new Headers({ Accept: 'application/json' });
  if (operation.authenticated && options.token) headers.set('Authorization', `Bearer ${options.token}`);

  let body: string | undefined;
  if (operation.bodySchema || operation.bodyExample !== undefined) {
    const example =
      options.body !== undefined
        ? options.body
        : operation.bodyExample !== undefined
          ? operation.bodyExample
          : schemaExample(spec, operation.bodySchema ?? {});
    if (example === NONE) return { skip: 'no example for the request body' };
    body = JSON.stringify(example);
    headers.set('Content-Type', 'application/json');
  }

  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}${path}`);
  url.search = query.toString();
  return { plan: { url, init: { method: operation.method, headers, body } } };
}
