import { delay, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { refreshAccessToken } from './refresh-session';
import { readAccessToken } from './session-storage';
import { onOperation } from '../../../tests/support/operations';

it('shares one call between concurrent callers, sends the cookie and stores the token', async () => {
  const seen: Array<{ credentials: RequestCredentials; body: string }> = [];
  server.use(
    onOperation('refreshToken', async ({ request }) => {
      seen.push({
        credentials: request.credentials,
        body: await request.text(),
      });
      await delay(20);
      return HttpResponse.json({
        success: true,
        message: '',
        data: { accessToken: 't1' },
      });
    }),
  );
  await expect(
    Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]),
  ).resolves.toEqual(['t1', 't1', 't1']);
  expect(seen).toEqual([{ credentials: 'include', body: '' }]);
  expect(readAccessToken()).toBe('t1');

  // Once settled, the next call is a new refresh.
  await refreshAccessToken();
  expect(seen).toHaveLength(2);
});

it.each([
  ['success false', HttpResponse.json({ success: false, message: 'no', data: null }), 'rejected'],
  ['no token', HttpResponse.json({ success: true, message: '', data: {} }), 'malformed'],
  ['401', HttpResponse.json({ success: false }, { status: 401 }), 'http'],
])('fails on %s without storing anything', async (_case, response, kind) => {
  server.use(onOperation('refreshToken', () => response.clone()));
  await expect(refreshAccessToken()).rejects.toMatchObject({ kind });
  expect(readAccessToken()).toBeNull();
});
