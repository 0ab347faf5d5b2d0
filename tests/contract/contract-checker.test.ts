import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD, DEMO_STUDENT_2 } from '../../mocks/db';
import { server } from '../../mocks/node';
// A node test: it brings the mock backend itself (see vite.config.ts).
import { resetMockBackendAfterEachTest } from '../mock-server';
import { parseCliArgs } from './args.ts';
import { formatSummary, formatTable } from './report.ts';
import { runContract, type CheckResult } from './run-contract.ts';
import { refreshSession, SessionError, signIn as signInSession, signOut } from './session.ts';
import { firstViolation } from './validate.ts';
import { answerOperation, failOperation } from '../support/operations';

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

    const failures = report.results.filter((result) => result.outcome !== 'PASS');
    expect(failures, formatTable(failures)).toEqual([]);
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
      detail: 'needs --token',
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
    expect(report.results[0]?.detail).toBe('unreachable: fetch failed: ECONNREFUSED');
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
    expect(parsed).toEqual({
      args: {
        baseUrl: 'http://x.test',
        token: 't0k',
        provincesBaseUrl: undefined,
        params: { 'getChats.username': 'elif' },
        timeoutMs: 10_000,
      },
    });
  });

  it('rejects a missing or malformed base URL', () => {
    expect(parseCliArgs([])).toEqual({ error: '--base-url is required' });
    expect(parseCliArgs(['--base-url', 'localhost:8787'])).toMatchObject({
      error: expect.stringMatching(/http/),
    });
  });
});
