import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { env } from '../../config/env';
import { provincesClient } from './mutator';
import { writeAccessToken } from './session-storage';

// A cross-origin service: jsdom enforces CORS like a browser, and the real service sends this header.
const cors = { 'Access-Control-Allow-Origin': '*' };

it('calls the provinces service without token, refresh or cookies', async () => {
  const seen: Array<{ auth: string | null; credentials: RequestCredentials }> = [];
  const body = {
    status: 'OK',
    data: [{ id: 34, name: 'İstanbul', districts: [] }],
  };
  server.use(
    http.get(`${env.provincesBaseUrl}/v1/provinces`, ({ request }) => {
      seen.push({
        auth: request.headers.get('authorization'),
        credentials: request.credentials,
      });
      return HttpResponse.json(body, { headers: cors });
    }),
  );
  writeAccessToken('abc');

  await expect(provincesClient({ url: '/v1/provinces', method: 'GET' })).resolves.toEqual(body);
  expect(seen).toEqual([{ auth: null, credentials: 'same-origin' }]);
});

it('reports a provinces failure as an ApiError without touching the session', async () => {
  server.use(
    http.get(
      `${env.provincesBaseUrl}/v1/provinces/34`,
      () => new HttpResponse(null, { status: 401, headers: cors }),
    ),
  );
  writeAccessToken('abc');
  await expect(provincesClient({ url: '/v1/provinces/34', method: 'GET' })).rejects.toMatchObject({
    kind: 'http',
    status: 401,
  });
  expect(localStorage.getItem('auth-storage')).not.toBeNull();
});
