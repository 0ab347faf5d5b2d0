import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD, DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER } from '../../mocks/db';
import { server } from '../../mocks/node';
// A node test: it brings the mock backend itself (see vite.config.ts).
import { resetMockBackendAfterEachTest } from '../mock-server';
import { http, HttpResponse } from 'msw';
import { parseCliArgs, type CliArgs } from './args.ts';
import { exitCodeOf, runChecker } from './checker.ts';
import { escapeXml, formatJunit } from './junit.ts';
import { formatJson, formatSummary, formatTable } from './report.ts';
import { runContract, type CheckResult } from './run-contract.ts';
import { refreshSession, SessionError, signIn as signInSession, signOut } from './session.ts';
import { firstViolation } from './validate.ts';
import { answerOperation, failOperation, onOperation } from '../support/operations';

resetMockBackendAfterEachTest();

/*
 * The checker runs here against the MSW handlers that tests/setup.ts serves (the same list as the browser
 * and `npm run mock:server`), then against a drifted answer, to prove it passes the mock and catches drift.
 */

const BASE_URL = 'http://contract.test';

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The spec's examples are written for ayseyilmaz (e.g. getChats/{username}); sign in as her. */
async function signIn(): Promise<string> {
  const body = await json<{ data: { accessToken: string } }>('/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: DEMO_STUDENT_2.username, password: DEMO_PASSWORD }),
  });
  return body.data.accessToken;
}

/** A room of hers: the example room id of the spec need not be one of them in the seed. */
async function firstChatRoomId(token: string): Promise<string> {
  const body = await json<{ data: Array<{ chatRoomId: number }> }>(
    `/v1/chat/getChats/${DEMO_STUDENT_2.username}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  return String(body.data[0]?.chatRoomId);
}

function byOperation(results: CheckResult[], operationId: string): CheckResult | undefined {
  return results.find((result) => result.operationId === operationId);
}

describe('contract checker', () => {
  it('passes every spec read operation against the mock handlers, signed in', async () => {
    const token = await signIn();
    const report = await runContract({
      baseUrl: BASE_URL,
      provincesBaseUrl: 'http://provinces.test',
      token,
      params: { 'getChatHistory.chatRoomId': await firstChatRoomId(token) },
    });

    // A student's token: the teacher-only reads are refused (403) and skipped, everything else passes.
    const teacherOnly = ['getMyVerification', 'getGroupChatCandidates', 'getTeacherStats'];
    const failures = report.results.filter(
      (result) => result.outcome !== 'PASS' && !teacherOnly.includes(result.operationId),
    );
    expect(failures, formatTable(failures)).toEqual([]);
    for (const operationId of teacherOnly) {
      expect(byOperation(report.results, operationId)).toMatchObject({ outcome: 'SKIP', status: 403 });
    }
    expect(report.ok).toBe(true);
    expect(report.results.map((result) => result.operationId)).toEqual(
      expect.arrayContaining([
        'getAllTeachers',
        'filterTeachers',
        'getTeacherAvailability',
        'getChats',
        'getNotifications',
        'getProvince',
      ]),
    );
    // Reads only: the state-changing spec operations are never called.
    expect(report.results.map((result) => result.operationId)).not.toContain('markChatRead');
  });

  it('skips authenticated and provinces operations without a token and a provinces URL', async () => {
    const report = await runContract({ baseUrl: BASE_URL });

    expect(report.ok).toBe(true);
    expect(byOperation(report.results, 'getNotifications')).toMatchObject({
      outcome: 'SKIP',
      detail: 'needs --login or --token',
    });
    expect(byOperation(report.results, 'getProvinces')).toMatchObject({ outcome: 'SKIP' });
    expect(byOperation(report.results, 'getAllTeachers')).toMatchObject({ outcome: 'PASS', status: 200 });
  });

  it('fails a drifted response and names the operation and the field', async () => {
    server.use(
      answerOperation('getAllTeachers', { success: true, data: { content: [{ id: 'x' }], totalPages: 1 } }),
    );

    const report = await runContract({ baseUrl: BASE_URL });

    expect(report.ok).toBe(false);
    const drifted = byOperation(report.results, 'getAllTeachers');
    expect(drifted).toMatchObject({ outcome: 'FAIL', status: 200 });
    expect(drifted?.detail).toMatch(/^data\.content\.0\.id: /);
    expect(report.results.filter((result) => result.outcome === 'FAIL')).toHaveLength(1);
    const table = formatTable(report.results);
    expect(table).toMatch(
      /getAllTeachers\s+GET \/v1\/teacher\/all\?page=0&size=12\s+200\s+FAIL\s+data\.content\.0\.id/,
    );
    expect(formatSummary(report, BASE_URL)).toContain('CONTRACT VIOLATED');
  });

  it('fails a non-2xx status with the server message', async () => {
    server.use(failOperation('getRootCategories', { envelope: 'Sunucu hatası', status: 500 }));

    const report = await runContract({ baseUrl: BASE_URL });

    expect(byOperation(report.results, 'getRootCategories')).toMatchObject({
      outcome: 'FAIL',
      status: 500,
      detail: 'expected 2xx: Sunucu hatası',
    });
  });

  it('reports an unreachable server once, not a timeout per operation', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    let calls = 0;
    const report = await runContract({
      baseUrl: 'http://127.0.0.1:9',
      fetch: () => {
        calls += 1;
        return Promise.reject(refused);
      },
    });

    expect(calls).toBe(1);
    expect(report.ok).toBe(false);
    expect(report.unreachable).toEqual(['http://127.0.0.1:9']);
    const called = report.results.filter((result) => result.detail.startsWith('unreachable'));
    expect(called.map((result) => result.detail)).toEqual(['unreachable: fetch failed: ECONNREFUSED']);
    expect(formatSummary(report, 'http://127.0.0.1:9')).toContain('could not reach http://127.0.0.1:9');
  });
});

describe('session', () => {
  it('signs in through the login, refreshes to a working token and signs out', async () => {
    const session = await signInSession({
      baseUrl: BASE_URL,
      username: DEMO_STUDENT_2.username,
      password: DEMO_PASSWORD,
    });
    expect(session.user).toMatchObject({ username: DEMO_STUDENT_2.username, role: 'ROLE_STUDENT' });
    expect(session.refreshCookie).toMatch(/^refreshToken=.+HttpOnly/);

    const first = session.accessToken;
    await refreshSession(session);
    expect(session.accessToken).not.toBe(first);
    const notifications = await fetch(`${BASE_URL}/v1/notifications`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(notifications.status).toBe(200);

    await signOut(session);
    expect(session.exchanges.map((exchange) => `${exchange.operationId} ${exchange.status}`)).toEqual([
      'login 200',
      'refreshToken 200',
      'logout 200',
    ]);
    // Signed out: the refresh cookie no longer renews the session.
    await expect(refreshSession(session)).rejects.toMatchObject({ operationId: 'refreshToken', status: 401 });
  });

  it('reports a refused login with the server message and never the password', async () => {
    const error = await signInSession({
      baseUrl: BASE_URL,
      username: 'elifdemir',
      password: 'Yanlis.Sifre9',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ operationId: 'login', status: 401 });
    expect(String((error as Error).message)).toMatch(/^login refused \(401\): /);
    expect(String((error as Error).message)).not.toContain('Yanlis.Sifre9');
  });
});

function cliArgs(extra: Partial<CliArgs> = {}): CliArgs {
  return {
    baseUrl: BASE_URL,
    provincesBaseUrl: 'http://provinces.test',
    params: {},
    timeoutMs: 10_000,
    strictInferred: false,
    writes: false,
    stomp: false,
    format: 'table',
    login: { username: DEMO_STUDENT.username, password: DEMO_PASSWORD },
    secondLogin: { username: DEMO_TEACHER.username, password: DEMO_PASSWORD },
    ...extra,
  };
}

describe('the checker signed in (--login, --second-login)', () => {
  it('signs in both, checks the refresh, grades every read, signs out, and passes the mock', async () => {
    const run = await runChecker(cliArgs());

    const failures = run.report.results.filter((result) => result.outcome !== 'PASS');
    expect(failures, formatTable(failures)).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.signedIn).toEqual([DEMO_STUDENT.username, DEMO_TEACHER.username]);
    const names = run.report.results.map((result) => `${result.operationId} ${result.step ?? ''}`.trim());
    expect(names.slice(0, 4)).toEqual([
      `login as ${DEMO_STUDENT.username}`,
      `login as ${DEMO_TEACHER.username}`,
      `getNotifications refreshed token works (as ${DEMO_STUDENT.username})`,
      `refreshToken as ${DEMO_STUDENT.username}`,
    ]);
    expect(names.slice(-2)).toEqual([
      `logout as ${DEMO_STUDENT.username}`,
      `logout as ${DEMO_TEACHER.username}`,
    ]);
    // Inferred reads are called too, a teacher-only one as the second account.
    expect(byOperation(run.report.results, 'getTeacherStats')).toMatchObject({
      source: 'inferred',
      grade: 'conforming',
      detail: `(as ${DEMO_TEACHER.username})`,
    });
    // The filter probes: each inferred filter narrowed or reordered the results.
    const probes = run.report.results.filter((result) => result.step?.startsWith('filter '));
    expect(probes.map((result) => result.step)).toEqual(
      expect.arrayContaining(['filter cityId=34', 'filter verifiedOnly=true', 'filter sort="PRICE_ASC"']),
    );
  });

  it('cannot run (exit 2) when the login is refused, and does not echo the password', async () => {
    const run = await runChecker(
      cliArgs({ login: { username: DEMO_STUDENT.username, password: 'Yanlis.Sifre9' } }),
    );

    expect(run.exitCode).toBe(2);
    expect(run.cannotRun).toMatch(/^--login: login refused \(401\)/);
    const everything = [
      formatSummary(run.report, { baseUrl: BASE_URL, cannotRun: run.cannotRun }),
      formatJson(run.report, { baseUrl: BASE_URL, cannotRun: run.cannotRun, exitCode: 2 }),
      formatJunit(run.report, { baseUrl: BASE_URL, cannotRun: run.cannotRun }),
    ].join('\n');
    expect(everything).toContain('login refused');
    expect(everything).not.toContain('Yanlis.Sifre9');
  });

  it('fails the refresh check when the refreshed token is refused', async () => {
    server.use(
      answerOperation('refreshToken', { success: true, message: null, data: { accessToken: 'bogus' } }),
    );

    const run = await runChecker(cliArgs({ secondLogin: undefined }));

    expect(run.exitCode).toBe(1);
    expect(
      run.report.results.find((result) => result.step?.startsWith('refreshed token works')),
    ).toMatchObject({
      outcome: 'FAIL',
      status: 401,
      detail: 'the token from the refresh call was refused (401)',
    });
  });
});

describe('grading inferred operations', () => {
  it('warns on a drifting or missing inferred read, and fails it with --strict-inferred', async () => {
    server.use(
      answerOperation('getTeacherReviews', { success: true, data: { content: [{ id: 'x' }] } }),
      onOperation('getBlockedUsers', () => new HttpResponse(null, { status: 404 })),
    );

    const lenient = await runChecker(cliArgs());
    expect(byOperation(lenient.report.results, 'getTeacherReviews')).toMatchObject({
      outcome: 'WARN',
      grade: 'drifting',
      detail: expect.stringMatching(/^data\./),
    });
    expect(byOperation(lenient.report.results, 'getBlockedUsers')).toMatchObject({
      outcome: 'WARN',
      grade: 'not-implemented',
      detail: 'not implemented (404)',
    });
    expect(lenient.exitCode).toBe(0);

    const strict = await runChecker(cliArgs({ strictInferred: true }));
    expect(byOperation(strict.report.results, 'getTeacherReviews')).toMatchObject({ outcome: 'FAIL' });
    expect(byOperation(strict.report.results, 'getBlockedUsers')).toMatchObject({ outcome: 'FAIL' });
    expect(strict.exitCode).toBe(1);
  });

  it('reports a filter the server ignores', async () => {
    // A server that knows the page but not the inferred filters: every query answers the unfiltered page.
    server.use(
      http.get('*/v1/announcements/pageable', ({ request }) => {
        const url = new URL(request.url);
        const size = url.searchParams.get('size') ?? '6';
        // The unfiltered page falls through to the mock's own handler.
        if ([...url.searchParams.keys()].every((name) => name === 'page' || name === 'size'))
          return undefined;
        return fetch(`${url.origin}${url.pathname}?page=0&size=${size}`);
      }),
    );

    const report = await runContract({ baseUrl: BASE_URL });

    const cityId = report.results.find((result) => result.step === 'filter cityId="34"');
    expect(cityId).toMatchObject({ outcome: 'WARN', grade: 'ignored-filter', source: 'inferred' });
    expect(cityId?.detail).toMatch(/^ignored: the same \d+ results, in the same order, as without cityId$/);
  });
});

describe('output', () => {
  const results: CheckResult[] = [
    {
      operationId: 'getAllTeachers',
      method: 'GET',
      target: '/v1/teacher/all?page=0&size=12',
      status: 200,
      outcome: 'PASS',
      detail: '',
    },
    {
      suite: 'journey',
      group: 'listing',
      step: 'edit <title> & "save"',
      operationId: 'updateAnnouncement',
      method: 'PUT',
      target: '/v1/announcements/update/1',
      status: 200,
      outcome: 'FAIL',
      grade: 'drifting',
      detail: "data.title: expected string, received 'x'",
    },
    {
      suite: 'stomp',
      group: 'stomp elifdemir',
      operationId: '/user/queue/messages',
      method: 'MESSAGE',
      target: '/user/queue/messages',
      outcome: 'WARN',
      grade: 'drifting',
      source: 'inferred',
      detail: 'id: expected number',
    },
    {
      operationId: 'getProvinces',
      method: 'GET',
      target: '/v1/provinces',
      outcome: 'SKIP',
      detail: 'provinces service: pass --provinces-base-url',
    },
  ];
  const report = { results, unreachable: [], ok: false };

  it('writes one JUnit test case per operation, journey step and frame, escaped', () => {
    const xml = formatJunit(report, { baseUrl: BASE_URL });

    expect(xml.match(/<testcase /g)).toHaveLength(4);
    expect(xml).toContain(
      '<testsuites name="ozel-ders contract against http://contract.test" tests="4" failures="1" errors="0" skipped="1"',
    );
    expect(xml).toContain('<testsuite name="listing" tests="1" failures="1"');
    expect(xml).toContain('<testcase classname="contract.journey" name="updateAnnouncement');
    expect(xml).toContain('name="updateAnnouncement · edit &lt;title&gt; &amp; &quot;save&quot;"');
    expect(xml).toContain(
      '<failure message="data.title: expected string, received &apos;x&apos;" type="drifting">',
    );
    expect(xml).toContain('<skipped message="provinces service: pass --provinces-base-url"/>');
    expect(xml).toContain('<testsuite name="stomp elifdemir"');
    expect(escapeXml('a\u0001b')).toBe('a\uFFFDb');
  });

  it('writes JSON with the counts and the exit status', () => {
    const parsed = JSON.parse(formatJson(report, { baseUrl: BASE_URL, exitCode: 1 })) as {
      exitCode: number;
      counts: Record<string, number>;
      results: CheckResult[];
    };
    expect(parsed.exitCode).toBe(1);
    expect(parsed.counts).toEqual({ PASS: 1, FAIL: 1, WARN: 1, SKIP: 1 });
    expect(parsed.results[0]).toMatchObject({ suite: 'operation', operationId: 'getAllTeachers' });
  });

  it('decides the exit status: 0 pass (warnings included), 1 violation, 2 cannot run', () => {
    const pass = {
      results: results.filter((result) => result.outcome !== 'FAIL'),
      unreachable: [],
      ok: true,
    };
    expect(exitCodeOf(pass)).toBe(0);
    expect(exitCodeOf(report)).toBe(1);
    expect(exitCodeOf({ ...pass, unreachable: ['http://x.test'] })).toBe(2);
    expect(exitCodeOf(pass, 'login refused')).toBe(2);
  });
});

describe('firstViolation', () => {
  it('follows a union into the option the body came closest to', () => {
    const message = z.object({ id: z.int() });
    const schema = z.object({ data: z.union([z.array(message), z.object({ data: z.array(message) })]) });

    expect(firstViolation(schema, { data: { data: [{ id: 'x' }] } })).toBe(
      'data.data.0.id: Invalid input: expected number, received string',
    );
    expect(firstViolation(schema, { data: [{ id: 1 }] })).toBeNull();
    expect(firstViolation(schema, 'nope')).toMatch(/^\(root\): /);
  });
});

describe('parseCliArgs', () => {
  it('reads the options and the token from the environment', () => {
    const parsed = parseCliArgs(['--base-url', 'http://x.test', '--param', 'getChats.username=elif'], {
      CONTRACT_TOKEN: 't0k',
    });
    expect(parsed).toMatchObject({
      args: {
        baseUrl: 'http://x.test',
        token: 't0k',
        params: { 'getChats.username': 'elif' },
        timeoutMs: 10_000,
        format: 'table',
        strictInferred: false,
        writes: false,
      },
    });
  });

  it('rejects a missing or malformed base URL', () => {
    expect(parseCliArgs([])).toEqual({ error: '--base-url is required' });
    expect(parseCliArgs(['--base-url', 'localhost:8787'])).toMatchObject({
      error: expect.stringMatching(/http/),
    });
  });

  it('reads the logins from the flags or the environment, and never echoes a password', () => {
    expect(parseCliArgs(['--base-url', 'http://x.test', '--login', 'elif:pa:ss'])).toMatchObject({
      args: { login: { username: 'elif', password: 'pa:ss' } },
    });
    expect(
      parseCliArgs(['--base-url', 'http://x.test', '--login', 'elif'], { CONTRACT_PASSWORD: 'from-env' }),
    ).toMatchObject({ args: { login: { username: 'elif', password: 'from-env' } } });
    expect(
      parseCliArgs(['--base-url', 'http://x.test'], {
        CONTRACT_USER: 'elif',
        CONTRACT_PASSWORD: 'p1',
        CONTRACT_SECOND_USER: 'zeynep',
        CONTRACT_SECOND_PASSWORD: 'p2',
      }),
    ).toMatchObject({
      args: {
        login: { username: 'elif', password: 'p1' },
        secondLogin: { username: 'zeynep', password: 'p2' },
      },
    });
    const errors = [
      parseCliArgs(['--base-url', 'http://x.test', '--login', ':Gizli.Sifre1']),
      parseCliArgs(['--base-url', 'http://x.test', '--login', 'elif:Gizli.Sifre1', '--token', 't']),
      parseCliArgs(['--base-url', 'http://x.test', '--login', 'elif:Gizli.Sifre1', 'Gizli.Sifre1']),
    ];
    for (const parsed of errors) {
      expect(parsed).toHaveProperty('error');
      expect(JSON.stringify(parsed)).not.toContain('Gizli.Sifre1');
    }
  });

  it('refuses --writes against a remote address without --i-understand-this-writes', () => {
    const writes = ['--login', 'a:b', '--second-login', 'c:d', '--writes'];
    expect(parseCliArgs(['--base-url', 'https://api.example.com', ...writes])).toMatchObject({
      error: expect.stringMatching(/api\.example\.com.*--i-understand-this-writes/),
    });
    expect(
      parseCliArgs(['--base-url', 'https://api.example.com', ...writes, '--i-understand-this-writes']),
    ).toMatchObject({ args: { writes: true } });
    expect(parseCliArgs(['--base-url', 'http://127.0.0.1:8787', ...writes])).toMatchObject({
      args: { writes: true },
    });
    expect(parseCliArgs(['--base-url', 'http://localhost:8787', '--writes'])).toMatchObject({
      error: '--writes needs --login and --second-login',
    });
  });

  it('rejects an unknown format', () => {
    expect(parseCliArgs(['--base-url', 'http://x.test', '--format', 'xml'])).toMatchObject({
      error: expect.stringMatching(/--format/),
    });
  });
});
