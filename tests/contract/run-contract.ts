import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { buildRequest } from './build-request.ts';
import { checkFilters } from './filters.ts';
import { gradeAnswer, gradedResult } from './grade.ts';
import { call, itemsOf } from './http.ts';
import { loadResponseSchemas } from './schemas.ts';
import type { Session } from './session.ts';
import { contractOperations, loadSpec, type ContractOperation, type OpenApiDocument } from './spec.ts';

/*
 * The checker's core: call every read operation of the contract, spec and inferred, and hold its answer
 * against the generated schema; then probe the inferred filters of the search calls for being ignored.
 */

/*
 * PASS and FAIL decide the exit status; WARN is reported but does not fail the run (an inferred operation the
 * server does not implement, or implements differently, without --strict-inferred); SKIP was not called.
 */
export type Outcome = 'PASS' | 'FAIL' | 'WARN' | 'SKIP';

/** What produced a result: one call of an operation, a step of a write journey, a STOMP frame, a CORS check. */
export type Suite = 'operation' | 'journey' | 'stomp' | 'cors';

/*
 * How the server stands against the contract, whatever the outcome made of it:
 *   conforming       answered as the contract says;
 *   drifting         answered, but not as the contract says (the detail names the field and the rule);
 *   not-implemented  404, 405 or 501: the server has no such operation (expected of an inferred one, at worst);
 *   ignored-filter   a filter query parameter that changes nothing in the results versus no filter;
 *   refused          any other non-2xx answer (401, 403, 500 …), the detail holds the server's message.
 */
export type Grade = 'conforming' | 'drifting' | 'not-implemented' | 'ignored-filter' | 'refused';

export interface CheckResult {
  /** 'operation' when absent. */
  suite?: Suite;
  /**
   * The contract name the result is about: the operationId called (operation, journey step, CORS check), or
   * for a STOMP frame the destination (e.g. /user/queue/messages).
   */
  operationId: string;
  /** The journey, STOMP session or CORS origin a step belongs to (JUnit's classname); absent for operations. */
  group?: string;
  /** A journey step's or check's own name (JUnit's test case name), e.g. "student asks for a lesson". */
  step?: string;
  /** Where the operation comes from in openapi.yaml / asyncapi.yaml. */
  source?: 'spec' | 'inferred';
  grade?: Grade;
  /** HTTP method, or for a STOMP frame its command (MESSAGE, SEND). */
  method: string;
  /** The concrete path called (with its query), or the template when the call was skipped. */
  target: string;
  status?: number;
  outcome: Outcome;
  /** Why it failed, warned or was skipped (the first violation as `path.to.field: rule`); empty on PASS. */
  detail: string;
  /** How long it took, for the JUnit time attribute. */
  durationMs?: number;
}

export interface ContractOptions {
  baseUrl: string;
  /** An access token of someone (--token); used when no session is given. */
  token?: string;
  /**
   * Signed-in sessions (--login, then --second-login): an authenticated call goes as the first; when that one is
   * refused with 403 (a teacher-only call for a student) it goes as the next.
   */
  sessions?: Session[];
  /** The provinces service lives elsewhere; its operations are skipped without this. */
  provincesBaseUrl?: string;
  params?: Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  specFile?: string;
  zodDir?: string;
  /** Inferred operations that do not conform (drifting, not implemented, ignored filters) fail instead of warn. */
  strictInferred?: boolean;
  /** Probe the inferred filters of the search calls (default true). */
  filters?: boolean;
  /** The contract already loaded (loadContract), so a run that grades more than operations loads it once. */
  contract?: LoadedContract;
}

export interface LoadedContract {
  spec: OpenApiDocument;
  /** operationId → the generated zod schema of its 2xx body. */
  schemas: Map<string, z.ZodType>;
}

export async function loadContract(
  options: Pick<ContractOptions, 'specFile' | 'zodDir'> = {},
): Promise<LoadedContract> {
  return {
    spec: loadSpec(options.specFile ?? join(ROOT, 'openapi.yaml')),
    schemas: await loadResponseSchemas(options.zodDir ?? join(ROOT, 'src', 'generated', 'zod')),
  };
}

export interface ContractReport {
  results: CheckResult[];
  /** Origins that could not be reached at all (connection refused, DNS, timeout...). */
  unreachable: string[];
  ok: boolean;
}

// Paths, not `new URL(relative, import.meta.url)`: under vitest's jsdom, URL is jsdom's and resolves that wrongly.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROVINCES_TAG = 'provinces';

/** Who calls: anonymous, a --token, or a signed-in session. `key` files the values learned from its answers. */
interface Caller {
  key: string;
  token?: string;
  username?: string;
}

/*
 * Values for path parameters learned from earlier answers, so a real server is called with ids it has rather
 * than the spec's examples (a listing, its teacher; the caller's own chat rooms and lesson requests). Keys are
 * `operationId.parameter`, like --param; a --param always wins.
 */
const LEARN_FROM: Record<string, (body: unknown) => Record<string, unknown>> = {
  getAnnouncementsPage: (body) => {
    const first = itemsOf(body)[0];
    return {
      'getAnnouncement.id': first?.id,
      'getAnnouncementsByTeacher.teacherId': first?.teacherId,
      'getTeacherAvailability.id': first?.teacherId,
      'getTeacherReviews.teacherId': first?.teacherId,
      'getProfileById.userId': first?.teacherId,
      'getProfileByUsername.username': first?.teacherUsername,
    };
  },
  getChats: (body) => {
    const rooms = itemsOf(body);
    return {
      'getChatHistory.chatRoomId': rooms[0]?.chatRoomId,
      'getGroupChat.chatRoomId': rooms.find((room) => room.chatRoomType === 'GROUP')?.chatRoomId,
    };
  },
  getMyLessonRequests: (body) => ({ 'getLessonRequest.id': itemsOf(body)[0]?.id }),
};

/** The parameters of one call: the learned values under the --param ones (`op.name` or plain `name`). */
function paramsFor(operationId: string, given: Record<string, string>, learned: Record<string, string>) {
  const params = { ...given };
  for (const [key, value] of Object.entries(learned)) {
    const [owner, name] = key.split('.');
    if (owner !== operationId || !name) continue;
    if (key in given || name in given) continue;
    params[key] = value;
  }
  return params;
}

function learn(into: Record<string, string>, operationId: string, body: unknown) {
  for (const [key, value] of Object.entries(LEARN_FROM[operationId]?.(body) ?? {})) {
    if ((typeof value === 'number' || typeof value === 'string') && !(key in into)) into[key] = String(value);
  }
}

interface RunContext {
  spec: OpenApiDocument;
  schemas: Map<string, z.ZodType>;
  options: ContractOptions;
  unreachable: Set<string>;
  learned: Map<string, Record<string, string>>;
}

function learnedFor(context: RunContext, caller: Caller): Record<string, string> {
  let values = context.learned.get(caller.key);
  if (!values) context.learned.set(caller.key, (values = {}));
  return values;
}

async function check(
  context: RunContext,
  operation: ContractOperation,
  callers: Caller[],
): Promise<CheckResult> {
  const { spec, schemas, options, unreachable } = context;
  const base = {
    operationId: operation.operationId,
    method: operation.method,
    target: operation.path,
    source: operation.source,
  };
  const baseUrl = operation.tag === PROVINCES_TAG ? options.provincesBaseUrl : options.baseUrl;
  if (!baseUrl) return { ...base, outcome: 'SKIP', detail: 'provinces service: pass --provinces-base-url' };
  const candidates = operation.authenticated
    ? callers.filter((caller) => caller.token)
    : [{ key: 'anonymous' }];
  if (candidates.length === 0) return { ...base, outcome: 'SKIP', detail: 'needs --login or --token' };

  let result: CheckResult | undefined;
  for (const [index, caller] of candidates.entries()) {
    const learned = { ...learnedFor(context, { key: 'anonymous' }), ...learnedFor(context, caller) };
    if (caller.username) learned[`${operation.operationId}.username`] ??= caller.username;
    const built = buildRequest(spec, operation, {
      baseUrl,
      token: caller.token,
      params: paramsFor(operation.operationId, options.params ?? {}, learned),
    });
    if ('skip' in built) return { ...base, outcome: 'SKIP', detail: built.skip };
    const { url, init } = built.plan;
    const target = `${url.pathname}${url.search}`;
    if (unreachable.has(url.origin))
      return { ...base, target, outcome: 'FAIL', detail: 'server unreachable' };

    const called = await call(url, init, options);
    if ('unreachable' in called) {
      unreachable.add(url.origin);
      return { ...base, target, outcome: 'FAIL', detail: `unreachable: ${called.unreachable}` };
    }
    const { answer, durationMs } = called;
    const graded = gradeAnswer(
      answer,
      schemas.get(operation.operationId),
      operation.source,
      options.strictInferred,
    );
    const as = index > 0 && caller.username ? ` (as ${caller.username})` : '';
    result = gradedResult({ ...base, target, durationMs }, answer, {
      ...graded,
      detail: graded.detail ? `${graded.detail}${as}` : as.trim(),
    });
    if (answer.status >= 200 && answer.status < 300)
      learn(learnedFor(context, caller), operation.operationId, answer.body);
    // A 403 is the server saying "not this account" (a teacher-only call for a student): try the next one.
    if (answer.status !== 403) break;
  }
  // Refused to every account: the server knows the call and checks roles; none of ours has the role it needs.
  if (result?.status === 403) {
    const who = candidates.map((caller) => caller.username ?? caller.key).join(', ');
    return {
      ...result,
      outcome: 'SKIP',
      detail: `403 for ${who}: needs an account with another role (--second-login)`,
    };
  }
  return result ?? { ...base, outcome: 'SKIP', detail: 'not called' };
}

/** The operations whose answers teach values to others go first; results keep the order of openapi.yaml. */
function callOrder(operations: ContractOperation[]): number[] {
  const indexes = operations.map((_, index) => index);
  const teaches = (index: number) => (operations[index]?.operationId ?? '') in LEARN_FROM;
  return [...indexes.filter(teaches), ...indexes.filter((index) => !teaches(index))];
}

export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const { spec, schemas } = options.contract ?? (await loadContract(options));
  const context: RunContext = { spec, schemas, options, unreachable: new Set(), learned: new Map() };
  const callers: Caller[] = options.sessions?.length
    ? options.sessions.map((session, index) => ({
        key: `session-${index}`,
        get token() {
          return session.accessToken;
        },
        username: session.user.username,
      }))
    : options.token
      ? [{ key: 'token', token: options.token }]
      : [];

  const operations = contractOperations(spec);
  const results: CheckResult[] = new Array<CheckResult>(operations.length);
  // One at a time: a real server's logs stay readable, and an unreachable origin is tried only once.
  for (const index of callOrder(operations)) {
    const operation = operations[index];
    if (operation) results[index] = await check(context, operation, callers);
  }
  if (options.filters !== false && context.unreachable.size === 0) {
    results.push(...(await checkFilters({ spec, schemas, options })));
  }
  return {
    results,
    unreachable: [...context.unreachable],
    ok: context.unreachable.size === 0 && results.every((result) => result.outcome !== 'FAIL'),
  };
}
