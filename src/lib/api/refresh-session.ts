import { ApiError, isEnvelope, toApiError } from './api-error';
import { writeAccessToken } from './session-storage';

export const REFRESH_PATH = '/v1/auth/refresh';

let inFlight: Promise<string> | null = null;

async function requestNewToken(): Promise<string> {
  // Straight on the axios instance, not through apiClient: a refresh must never trigger its own 401 handling.
  // The refresh token is the http-only cookie, hence no body and withCredentials (set on the instance).
  // axios loads with the first call that needs it, not with the page (load-transport.ts).
  const { httpClient } = await import('./http-client');
  const response = await httpClient
    .post<unknown>(REFRESH_PATH, undefined, { withCredentials: true })
    .catch((error: unknown) => {
      throw toApiError(error);
    });
  const body = response.data;
  if (!isEnvelope(body)) throw new ApiError('malformed', response.status, body);
  if (!body.success) throw new ApiError('rejected', response.status, body);
  const token = (body.data as { accessToken?: unknown } | null | undefined)?.accessToken;
  if (typeof token !== 'string' || token === '') throw new ApiError('malformed', response.status, body);
  writeAccessToken(token);
  return token;
}

/**
 * Asks the server for a new access token and stores it. Single-flight: every caller that arrives while a
 * refresh is pending shares its promise, so a burst of requests costs one refresh call.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= requestNewToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Tests only (tests/setup.ts): forget a refresh still pending when a test ended, so no later test shares it. */
export function resetRefreshForTests(): void {
  inFlight = null;
}
