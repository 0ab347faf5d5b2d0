import type { z } from 'zod';
import { buildRequest, schemaExample } from './build-request.ts';
import { gradeAnswer, shortfall } from './grade.ts';
import { call, itemsOf } from './http.ts';
import type { CheckResult, ContractOptions } from './run-contract.ts';
import {
  contractOperations,
  deref,
  type ContractOperation,
  type OpenApiDocument,
  type SchemaObject,
} from './spec.ts';

/*
 * Filters the server ignores. The search calls of /teachers (filterTeachers' body) and /courses
 * (getAnnouncementsPage's query) carry filters we inferred; a server that does not know one answers as if it
 * were not there. Each inferred filter is sent alone, with its example value, and its answer compared with the
 * answer without any (the ids of the first page, in order, and the total): the same answer means ignored.
 * A false alarm is possible when the example matches everything on that server's data; the detail shows the
 * value, and --param getAnnouncementsPage.NAME=VALUE changes a query filter's.
 */

interface FilterContext {
  spec: OpenApiDocument;
  schemas: Map<string, z.ZodType>;
  options: ContractOptions;
}

/** A filter that only works with another (the district within its province). */
const NEEDS: Record<string, string> = { districtId: 'cityId' };

const NONE_TEXT = '(none)';

/*
 * Probe values where the example would be a weak probe: a boolean filter's example may be its off value, and
 * the examples' lowest fee (300) is below every fee on many servers, so it would change nothing anyway.
 */
const PROBE_VALUES: Record<string, unknown> = { verifiedOnly: true, minPrice: 1000 };

function fingerprint(body: unknown): { key: string; count: string } {
  const data = (body as { data?: { totalElements?: unknown } } | undefined)?.data;
  const items = itemsOf(body);
  const total = typeof data?.totalElements === 'number' ? data.totalElements : undefined;
  const ids = items.map((item) => JSON.stringify(item.id ?? item.userId ?? item));
  return { key: `${total ?? ''}|${ids.join(',')}`, count: String(total ?? items.length) };
}

interface Probe {
  name: string;
  value: unknown;
  /** The request without the filter (with what it needs), and with it. */
  without: () => ReturnType<typeof buildRequest>;
  with: () => ReturnType<typeof buildRequest>;
}

async function runProbe(
  context: FilterContext,
  operation: ContractOperation,
  probe: Probe,
): Promise<CheckResult> {
  const { options, schemas } = context;
  const step = `filter ${probe.name}=${JSON.stringify(probe.value)}`;
  const base = {
    operationId: operation.operationId,
    step,
    method: operation.method,
    target: operation.path,
    source: 'inferred' as const,
  };
  const builtWithout = probe.without();
  const builtWith = probe.with();
  if ('skip' in builtWith) return { ...base, outcome: 'SKIP', detail: builtWith.skip };
  if ('skip' in builtWithout) return { ...base, outcome: 'SKIP', detail: builtWithout.skip };
  const target = `${builtWith.plan.url.pathname}${builtWith.plan.url.search}`;

  const [without, withFilter] = [
    await call(builtWithout.plan.url, builtWithout.plan.init, options),
    await call(builtWith.plan.url, builtWith.plan.init, options),
  ];
  if ('unreachable' in without || 'unreachable' in withFilter) {
    return { ...base, target, outcome: 'FAIL', detail: 'server unreachable' };
  }
  const schema = schemas.get(operation.operationId);
  const graded = gradeAnswer(withFilter.answer, schema, 'inferred', options.strictInferred);
  const status = withFilter.answer.status;
  const durationMs = without.durationMs + withFilter.durationMs;
  if (graded.grade !== 'conforming') return { ...base, target, status, durationMs, ...graded };
  if (without.answer.status < 200 || without.answer.status >= 300) {
    return {
      ...base,
      target,
      status,
      durationMs,
      outcome: 'SKIP',
      detail: `no answer to compare with (${without.answer.status})`,
    };
  }
  const before = fingerprint(without.answer.body);
  const after = fingerprint(withFilter.answer.body);
  if (before.key === after.key) {
    return {
      ...base,
      target,
      status,
      durationMs,
      grade: 'ignored-filter',
      outcome: shortfall('inferred', options.strictInferred ?? false),
      detail: `ignored: the same ${before.count} results, in the same order, as without ${probe.name}`,
    };
  }
  const change = before.count === after.count ? 'order changed' : `${before.count} → ${after.count} results`;
  return { ...base, target, status, durationMs, grade: 'conforming', outcome: 'PASS', detail: change };
}

/** filterTeachers: each inferred field of the body alone, against the required fields only. */
function teacherProbes(context: FilterContext, operation: ContractOperation): Probe[] {
  const { spec, options } = context;
  const bodySchema = operation.bodySchema ? deref(spec, operation.bodySchema) : undefined;
  if (!bodySchema?.properties) return [];
  const baseline: Record<string, unknown> = {};
  for (const name of bodySchema.required ?? []) {
    const property = deref(spec, bodySchema.properties[name] ?? {});
    const types = Array.isArray(property.type) ? property.type : [property.type];
    baseline[name] = types.includes('null')
      ? null
      : types.includes('boolean')
        ? false
        : schemaExample(spec, property);
  }
  const example = (property: SchemaObject) => schemaExample(spec, property);
  const build = (body: Record<string, unknown>) => () =>
    buildRequest(spec, operation, { baseUrl: options.baseUrl, params: options.params, body });
  return Object.entries(bodySchema.properties)
    .filter(([, property]) => property['x-source'] === 'inferred')
    .map(([name, property]) => {
      const value = name in PROBE_VALUES ? PROBE_VALUES[name] : example(property);
      const needed = NEEDS[name];
      const withNeeded = needed ? { [needed]: example(bodySchema.properties?.[needed] ?? {}) } : {};
      return {
        name,
        value,
        without: build({ ...baseline, ...withNeeded }),
        with: build({ ...baseline, ...withNeeded, [name]: value }),
      };
    })
    .filter((probe) => typeof probe.value !== 'symbol');
}

/** getAnnouncementsPage: each inferred query parameter alone, against none of them. */
function listingProbes(context: FilterContext, operation: ContractOperation): Probe[] {
  const { spec, options } = context;
  const inferred = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter['x-source'] === 'inferred')
    .map((parameter) => parameter.name);
  const probeParams: Record<string, string> = {};
  for (const name of inferred) {
    if (name in PROBE_VALUES) probeParams[name] = String(PROBE_VALUES[name]);
  }
  const build = (keep: string[]) => () =>
    buildRequest(spec, operation, {
      baseUrl: options.baseUrl,
      params: { ...probeParams, ...options.params },
      omitQuery: inferred.filter((name) => !keep.includes(name)),
    });
  return inferred.map((name) => {
    const needed = NEEDS[name] && inferred.includes(NEEDS[name]) ? [NEEDS[name]] : [];
    const built = build([name])();
    const value = 'plan' in built ? (built.plan.url.searchParams.get(name) ?? NONE_TEXT) : NONE_TEXT;
    return { name, value, without: build(needed), with: build([...needed, name]) };
  });
}

const PROBED: Record<string, (context: FilterContext, operation: ContractOperation) => Probe[]> = {
  filterTeachers: teacherProbes,
  getAnnouncementsPage: listingProbes,
};

export async function checkFilters(context: FilterContext): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const operation of contractOperations(context.spec)) {
    const probes = PROBED[operation.operationId]?.(context, operation) ?? [];
    for (const probe of probes) results.push(await runProbe(context, operation, probe));
  }
  return results;
}
