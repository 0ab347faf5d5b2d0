import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENT } from '../../mocks/db/demo';
import { startMockServer, START_TIMEOUT_MS, type MockServer } from '../../mocks/standalone/test-server';
import { cookieViolations, runCorsChecks } from './cors.ts';
import { formatTable } from './report.ts';
import { signIn, signOut, type Session } from './session.ts';

/* `--origin` against the real standalone server, then against answers stripped of a CORS header. */

const ORIGIN = 'https://www.example.com';
const credentials = { username: DEMO_STUDENT.username, password: DEMO_PASSWORD };

describe('CORS and the refresh cookie (--origin)', () => {
  let server: MockServer;
  let session: Session;

  beforeAll(async () => {
    server = await startMockServer();
    session = await signIn({ baseUrl: server.baseUrl, ...credentials });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    if (session) await signOut(session);
    await server?.stop();
  });

  it('passes every rule against the mock server, one result per rule', async () => {
    const results = await runCorsChecks({ baseUrl: server.baseUrl, origin: ORIGIN, session, credentials });

    expect(
      results.filter((result) => result.outcome !== 'PASS'),
      formatTable(results),
    ).toEqual([]);
    expect(results.every((result) => result.suite === 'cors')).toBe(true);
    expect(results.map((result) => result.step)).toEqual(
      expect.arrayContaining([
        'preflight of getCurrentUser: allows the headers authorization, content-type',
        'refreshToken from https://www.example.com: allows credentials',
        'refresh cookie (cross-site: SameSite=None; Secure): SameSite',
        'refresh cookie (cross-site: SameSite=None; Secure): HttpOnly',
      ]),
    );
  });

  it('names the rule an answer breaks', async () => {
    // A server that allows any origin without credentials, and sends a Lax cookie to a cross-site caller.
    const careless: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.set('access-control-allow-origin', '*');
      headers.delete('access-control-allow-credentials');
      const cookies = response.headers.getSetCookie();
      headers.delete('set-cookie');
      for (const cookie of cookies)
        headers.append('set-cookie', cookie.replace(/SameSite=None; Secure/, 'SameSite=Lax'));
      return new Response(response.body, { status: response.status, headers });
    };

    const results = await runCorsChecks({
      baseUrl: server.baseUrl,
      origin: ORIGIN,
      session,
      credentials,
      fetch: careless,
    });
    const failed = results.filter((result) => result.outcome === 'FAIL');

    expect(failed.map((result) => `${result.step} → ${result.detail}`)).toEqual(
      expect.arrayContaining([
        'preflight of getCurrentUser: allows the origin → Access-Control-Allow-Origin: * (a browser refuses it with credentials)',
        'preflight of getCurrentUser: allows credentials → Access-Control-Allow-Credentials: absent, expected true',
        expect.stringMatching(/^refresh cookie .*: SameSite → SameSite: lax on a cross-site API/),
        expect.stringMatching(/^refresh cookie .*: Secure → Secure: missing/),
      ]),
    );
    expect(results.find((result) => result.step?.endsWith(': HttpOnly'))?.outcome).toBe('PASS');
  });

  it('takes a first-party cookie as it is when the app and the API share a site', () => {
    expect(cookieViolations('refreshToken=x; Path=/; HttpOnly; SameSite=Lax', false, false)).toEqual([]);
    expect(cookieViolations('refreshToken=x; Path=/; HttpOnly; SameSite=Strict', false, true)).toEqual([
      'Secure: missing on an https API',
    ]);
    expect(cookieViolations('refreshToken=x; SameSite=None; Secure', true, true)).toEqual([
      'HttpOnly: missing (a script could read the refresh token)',
    ]);
  });
});
