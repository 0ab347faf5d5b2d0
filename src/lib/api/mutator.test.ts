import axios, { type AxiosAdapter } from 'axios';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { ApiError, SESSION_EXPIRED_RESULT } from './api-error';
import { apiClient } from './mutator';
import { onSessionExpired } from './session-events';
import {
  notifySessionChanged,
  readAccessToken,
  readStoredUser,
  writeAccessToken,
  writeStoredUser,
} from './session-storage';
import { failOperation, onOperation } from '../../../tests/support/operations';

const storedUser = { id: 7, username: 'ayse', role: 'ROLE_STUDENT', profileImageUrl: null };

const ok = <T>(data: T) => HttpResponse.json({ success: true, message: 'ok', data });
const unauthorized = () =>
  HttpResponse.json({ success: false, message: 'Unauthorized', data: null }, { status: 401 });
// Like the generated call: the operation id travels with the options and picks the answer's contract.
const getNotifications = <T = unknown>() =>
  apiClient<T>({ url: '/v1/notifications', method: 'GET' }, { operationId: 'getNotifications' });

/** A refresh endpoint that counts its calls; `answer` decides what it says. */
function refreshEndpoint(answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    onOperation('refreshToken', async () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

/** /v1/notifications answers 401 unless the bearer matches `validToken`; records every Authorization seen. */
function protectedEndpoint(validToken: string, before401?: (index: number) => Promise<void>) {
  const seen: Array<string | null> = [];
  server.use(
    onOperation('getNotifications', async ({ request }) => {
      const auth = request.headers.get('authorization');
      const index = seen.push(auth) - 1;
      if (auth === `Bearer ${validToken}`) return ok([]);
      await before401?.(index);
      return unauthorized();
    }),
  );
  return seen;
}

function seedStorage() {
  writeAccessToken('old');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 7,
      username: 'ayse',
      role: 'ROLE_STUDENT',
      profileImageUrl: null,
    }),
  );
  localStorage.setItem('darkMode', 'true');
  sessionStorage.setItem('pendingUser', JSON.stringify({ id: 8, username: 'ali', role: 'ROLE_TEACHER' }));
}

beforeEach(() => {
  // Storage is cleared between tests without events; this forgets a remembered failed guest refresh.
  notifySessionChanged();
});

describe('apiClient: 401 and refresh', () => {
  const expired = vi.fn();
  let unsubscribe: () => void;
  beforeEach(() => {
    expired.mockReset();
    unsubscribe = onSessionExpired(expired);
  });
  afterEach(() => unsubscribe());

  it('renews once for ten simultaneous 401s and retries each with the new token', async () => {
    const refresh = refreshEndpoint(async () => {
      await delay(30);
      return ok({ accessToken: 'new' });
    });
    const seen = protectedEndpoint('new');
    writeAccessToken('old');

    const results = await Promise.all(Array.from({ length: 10 }, () => getNotifications()));

    expect(refresh.count).toBe(1);
    expect(seen.filter((auth) => auth === 'Bearer old')).toHaveLength(10);
    expect(seen.filter((auth) => auth === 'Bearer new')).toHaveLength(10);
    expect(results).toEqual(
      Array.from({ length: 10 }, () => ({
        success: true,
        message: 'ok',
        data: [],
      })),
    );
    expect(readAccessToken()).toBe('new');
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that arrives after the renewal finished', async () => {
    const refresh = refreshEndpoint(() => ok({ accessToken: 'new' }));
    // The later two 401s are held until the client has stored the renewed token, so they arrive after it.
    const seen = protectedEndpoint('new', async (index) => {
      if (index > 0) await vi.waitUntil(() => readAccessToken() === 'new');
    });
    writeAccessToken('old');

    await Promise.all(Array.from({ length: 3 }, () => getNotifications()));

    expect(refresh.count).toBe(1);
    expect(seen.filter((auth) => auth === 'Bearer new')).toHaveLength(3);
  });

  it('expires the session once when the refresh fails: every waiter rejects, storage is emptied', async () => {
    const refresh = refreshEndpoint(async () => {
      await delay(30);
      return unauthorized();
    });
    protectedEndpoint('never');
    seedStorage();

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => getNotifications()));

    expect(refresh.count).toBe(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        kind: 'session-expired',
        status: 401,
        body: SESSION_EXPIRED_RESULT,
      });
      expect(error.serverMessage).toBe('Session expired. Please login again.');
    }
    // The colour mode is a preference of the browser, not part of the session; the session storage keeps
    // only the note that tells the sign-in page why the person is there.
    expect({ ...localStorage }).toEqual({ darkMode: 'true' });
    expect(Object.keys(sessionStorage)).toEqual(['sessionExpired']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 with the new token is reported as an http error', async () => {
    const refresh = refreshEndpoint(() => ok({ accessToken: 'new' }));
    const seen = protectedEndpoint('never');
    writeAccessToken('old');

    await expect(getNotifications()).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(refresh.count).toBe(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('leaves a 401 from an auth call alone (wrong password is not an expired session)', async () => {
    const refresh = refreshEndpoint(() => ok({ accessToken: 'new' }));
    server.use(onOperation('login', () => unauthorized()));
    seedStorage();

    await expect(apiClient({ url: '/v1/auth/login', method: 'POST', data: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      serverMessage: 'Unauthorized',
    });
    expect(refresh.count).toBe(0);
    expect(readAccessToken()).toBe('old');
  });
});

describe('apiClient: tokens', () => {
  it('attaches the stored bearer token and does not refresh', async () => {
    const refresh = refreshEndpoint(() => ok({ accessToken: 'new' }));
    const seen = protectedEndpoint('abc');
    writeAccessToken('abc');

    await expect(getNotifications()).resolves.toEqual({
      success: true,
      message: 'ok',
      data: [],
    });
    expect(seen).toEqual(['Bearer abc']);
    expect(refresh.count).toBe(0);
  });

  it.each([
    [
      'data.accessToken',
      {
        success: true,
        message: 'ok',
        data: { userId: 1, accessToken: 'fresh' },
      },
    ],
    ['accessToken', { success: true, message: 'ok', data: {}, accessToken: 'fresh' }],
  ])('stores a token found in %s of any response', async (_where, body) => {
    server.use(onOperation('login', () => HttpResponse.json(body)));
    writeAccessToken('old');

    await apiClient({
      url: '/v1/auth/login',
      method: 'POST',
      data: { username: 'a', password: 'b' },
    });
    expect(readAccessToken()).toBe('fresh');
  });

  it('a guest who never signed in (no stored user) does not try a refresh', async () => {
    const refresh = refreshEndpoint(() => ok({ accessToken: 'new' }));
    const seen: Array<string | null> = [];
    server.use(
      onOperation(
        'getDashboardCounts',
        ({ request }) => (seen.push(request.headers.get('authorization')), ok({})),
      ),
    );
    await apiClient({ url: '/v1/dashboard/counts', method: 'GET' });
    expect(refresh.count).toBe(0);
    expect(seen).toEqual([null]);
  });

  it.each([
    ['a guest', () => undefined],
    ['a signed-in user', () => writeAccessToken('abc')],
  ])("sends %s's call in the caller's own task once the request code is loaded", async (_who, signIn) => {
    // The request code loads with the first call (a guest's is refused: only the loading matters here).
    await getNotifications().catch(() => undefined);
    signIn();
    const adapter = vi.fn<AxiosAdapter>((config) =>
      Promise.resolve({
        data: { success: true, message: 'ok', data: [] },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }),
    );
    const { httpClient } = await import('./http-client');
    const usual = httpClient.defaults.adapter;
    httpClient.defaults.adapter = adapter;
    try {
      const answer = getNotifications();
      // Before any promise step: a filter's click sends its request before its own render and navigation.
      expect(adapter).toHaveBeenCalledTimes(1);
      await expect(answer).resolves.toMatchObject({ success: true });
    } finally {
      httpClient.defaults.adapter = usual;
    }
  });

  it('with no token refreshes first and sends the new token', async () => {
    writeStoredUser(storedUser); // the token was lost, the user record (and the refresh cookie) remain
    const refresh = refreshEndpoint(() => ok({ accessToken: 'new' }));
    const seen = protectedEndpoint('new');

    await getNotifications();
    expect(refresh.count).toBe(1);
    expect(seen).toEqual(['Bearer new']);
    expect(readAccessToken()).toBe('new');
  });

  it('with no token and a failed refresh expires the session once (preferences kept) and goes as a guest', async () => {
    writeStoredUser(storedUser);
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const refresh = refreshEndpoint(() => unauthorized());
    const seen: Array<string | null> = [];
    server.use(
      onOperation(
        'getDashboardCounts',
        ({ request }) => (seen.push(request.headers.get('authorization')), ok({})),
      ),
    );
    localStorage.setItem('darkMode', 'true');
    sessionStorage.setItem('pendingUser', JSON.stringify({ id: 8, username: 'ali', role: 'ROLE_TEACHER' }));
    const counts = () => apiClient({ url: '/v1/dashboard/counts', method: 'GET' });

    await expect(Promise.all([counts(), counts()])).resolves.toHaveLength(2);
    await counts();
    expect(seen).toEqual([null, null, null]);
    // One shared attempt; after it the stored user is gone, so the third request goes as a guest at once.
    expect(refresh.count).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(readStoredUser()).toBeNull();
    expect(sessionStorage.getItem('pendingUser')).toBeNull();
    expect(localStorage.getItem('darkMode')).toBe('true');
    unsubscribe();
  });
});

describe('apiClient: results and errors', () => {
  it('rejects a success:false envelope on 200 with kind rejected and the server message', async () => {
    const body = { success: false, message: 'Veri alınamadı', data: null };
    server.use(onOperation('getNotifications', () => HttpResponse.json(body)));
    writeAccessToken('abc');

    const error = await getNotifications().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 200,
      body,
      serverMessage: 'Veri alınamadı',
    });
  });

  it('falls back to the data text as server message', async () => {
    server.use(
      onOperation('getNotifications', () => HttpResponse.json({ success: false, message: '', data: 'Hata' })),
    );
    writeAccessToken('abc');
    await expect(getNotifications()).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Hata',
    });
  });

  it('reports non-2xx as http with the envelope, and no response as network', async () => {
    writeAccessToken('abc');
    server.use(
      onOperation('getNotifications', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    await expect(getNotifications()).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: 'Boom',
    });

    server.use(failOperation('getNotifications', 'network'));
    await expect(getNotifications()).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
  });

  it('reports an unparseable JSON body as malformed', async () => {
    writeAccessToken('abc');
    server.use(
      onOperation(
        'getNotifications',
        () =>
          new HttpResponse('{"success": tr', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(getNotifications()).rejects.toMatchObject({
      kind: 'malformed',
      status: 200,
    });
  });

  it.each([
    ['an HTML page', () => HttpResponse.html('<!doctype html><html><body>Bakım</body></html>')],
    ['an empty object', () => HttpResponse.json({})],
    ['data: null', () => HttpResponse.json({ success: true, message: null, data: null })],
  ])('reports a 200 with %s instead of the envelope as malformed', async (_shape, answer) => {
    writeAccessToken('abc');
    server.use(onOperation('getNotifications', answer));
    await expect(getNotifications()).rejects.toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('checks the envelope, not what data holds', async () => {
    server.use(
      onOperation('getAnnouncementsPage', () =>
        HttpResponse.json({ success: true, data: { content: [{ id: 'not checked' }] } }),
      ),
    );
    await expect(
      apiClient(
        { url: '/v1/announcements/pageable', method: 'GET', params: { page: 0 } },
        { operationId: 'getAnnouncementsPage' },
      ),
    ).resolves.toMatchObject({ success: true });
  });

  it('passes an aborted signal through as an axios cancellation', async () => {
    writeAccessToken('abc');
    server.use(onOperation('getNotifications', async () => (await delay(200), ok([]))));
    const controller = new AbortController();
    const pending = apiClient({
      url: '/v1/notifications',
      method: 'GET',
      signal: controller.signal,
    });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(axios.isCancel(error)).toBe(true);
  });
});

describe('request shape', () => {
  // orval's generated upload sets 'multipart/form-data' itself, without the boundary the server needs.
  it.each([
    ['no content type', {}],
    ["orval's content type", { 'Content-Type': 'multipart/form-data' }],
  ])('sends FormData as multipart with a boundary (%s)', async (_case, headers) => {
    const seen: Array<{
      type: string | null;
      userId: FormDataEntryValue | null;
    }> = [];
    server.use(
      onOperation('uploadProfileImage', async ({ request }) => {
        const type = request.headers.get('content-type');
        seen.push({
          type,
          userId: type?.startsWith('multipart/') ? (await request.formData()).get('userId') : null,
        });
        return ok({ profileImageUrl: '/img/1.png' });
      }),
    );
    writeAccessToken('abc');
    const form = new FormData();
    // String fields only: jsdom's Blob is not the File that Node's Request body parser accepts.
    form.append('userId', '7');

    await apiClient({
      url: '/v1/user/upload/profileImage',
      method: 'POST',
      headers,
      data: form,
    });
    expect(seen).toEqual([
      {
        type: expect.stringMatching(/^multipart\/form-data; boundary=/),
        userId: '7',
      },
    ]);
  });

  it('sends JSON bodies as application/json with the refresh cookie allowed', async () => {
    const seen: Array<{
      type: string | null;
      credentials: RequestCredentials;
    }> = [];
    server.use(
      onOperation('filterTeachers', ({ request }) => {
        seen.push({
          type: request.headers.get('content-type'),
          credentials: request.credentials,
        });
        return ok({ content: [], totalPages: 0 });
      }),
    );
    writeAccessToken('abc');
    await apiClient({
      url: '/v1/teacher/filter',
      method: 'POST',
      data: { keyword: null, categoryIds: null, sortByRating: false },
    });
    expect(seen).toEqual([
      {
        type: expect.stringContaining('application/json'),
        credentials: 'include',
      },
    ]);
  });
});
