import {
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type RawAxiosRequestHeaders,
} from 'axios';
import { emitSignal } from '@/lib/telemetry/signals';
import { answerViolation } from './answer-shape';
import { ApiError, isEnvelope, toApiError } from './api-error';
import { isAxiosError } from './axios-marks';
import { httpClient, provincesHttpClient } from './http-client';
import { tokenAfterUnauthorized, tokenForTokenlessRequest } from './session-renewal';
import { readAccessToken, writeAccessToken } from './session-storage';

/*
 * The calls behind orval's mutator (mutator.ts), loaded with the first of them (load-transport.ts): axios, the
 * bearer token and its renewal, and the answer rules.
 */

/*
 * Auth calls (login, register, refresh, logout) are exempt from the refresh logic: their 401 means "wrong
 * credentials", and a stale token left behind by logout must not turn a mistyped password into an expiry.
 */
const isAuthCall = (url: string | undefined): boolean => url?.includes('/v1/auth/') ?? false;

type Request = AxiosRequestConfig & { headers: RawAxiosRequestHeaders };

/** A generated call's options: axios settings, and the contract's operationId of the call (never sent). */
export type RequestOptions = AxiosRequestConfig & { operationId?: string };

const plainHeaders = (headers: AxiosRequestConfig['headers']): RawAxiosRequestHeaders =>
  headers instanceof AxiosHeaders ? headers.toJSON() : { ...headers };

function merge(config: AxiosRequestConfig, options?: RequestOptions): Request {
  const { operationId: _operationId, ...axiosOptions } = options ?? {};
  return {
    ...config,
    ...axiosOptions,
    headers: {
      ...plainHeaders(config.headers),
      ...plainHeaders(axiosOptions.headers),
    },
  };
}

/** Any answer whose data holds an accessToken replaces the stored token. */
function adoptAccessToken(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { data, accessToken } = body as {
    data?: unknown;
    accessToken?: unknown;
  };
  const nested =
    typeof data === 'object' && data !== null ? (data as { accessToken?: unknown }).accessToken : undefined;
  const token = typeof nested === 'string' ? nested : accessToken;
  if (typeof token === 'string' && token !== '' && token !== readAccessToken()) writeAccessToken(token);
}

async function send(config: Request, token: string | null): Promise<AxiosResponse<unknown>> {
  const headers = token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers;
  try {
    const response = await httpClient.request<unknown>({ ...config, headers });
    adoptAccessToken(response.data);
    return response;
  } catch (error) {
    if (isAxiosError(error)) adoptAccessToken(error.response?.data);
    throw error;
  }
}

const isUnauthorized = (error: unknown): boolean => isAxiosError(error) && error.response?.status === 401;

/** JSON that axios could not parse arrives as a string; our contract never answers with a bare string. */
function isUnparsedJson(response: AxiosResponse<unknown>): boolean {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json') || typeof response.data !== 'string' || response.data.trim() === '')
    return false;
  try {
    JSON.parse(response.data);
    return false;
  } catch {
    return true;
  }
}

/**
 * Resolves with the body; a success:false envelope is a rejection even on 2xx (features pick the text), and an
 * answer without the contract's envelope (an HTML page, `{}`, `data: null`) is malformed: see answer-shape.ts.
 */
function bodyOf<T>(response: AxiosResponse<unknown>, operationId: string | undefined): T {
  const body = response.data;
  if (isEnvelope(body) && !body.success) throw new ApiError('rejected', response.status, body);
  if (isUnparsedJson(response)) throw new ApiError('malformed', response.status, body);
  const violation = answerViolation(operationId, body);
  if (violation !== null)
    throw new ApiError('malformed', response.status, body, { cause: new Error(violation) });
  return body as T;
}

/** One renewal for everyone who failed together, then exactly one retry; a second 401 stands. */
async function retryAfterUnauthorized(
  error: unknown,
  config: Request,
  sentToken: string | null,
): Promise<AxiosResponse<unknown>> {
  if (!isUnauthorized(error) || isAuthCall(config.url)) throw toApiError(error);
  const token = await tokenAfterUnauthorized(sentToken);
  if (token === null) throw toApiError(error);
  try {
    return await send(config, token);
  } catch (retryError) {
    throw toApiError(retryError);
  }
}

/**
 * Every failed call is handed to the client reporter, which keeps the kinds worth a report (no answer, a
 * timeout, a 5xx, an unreadable answer) and drops the refusals; only the operation and method go with it.
 */
async function reportingFailure<T>(
  config: AxiosRequestConfig,
  options: RequestOptions | undefined,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    emitSignal({
      type: 'call',
      operation: options?.operationId ?? config.url ?? '',
      method: config.method ?? 'get',
      error,
      at: Date.now(),
    });
    throw error;
  }
}

const apiRequest = async <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> => {
  const request = merge(config, options);
  // No promise step before the send unless a session is renewed first: a guest's or a signed-in call leaves in
  // its caller's own task (see tokenForTokenlessRequest).
  const stored = readAccessToken();
  const renewal = stored === null && !isAuthCall(request.url) ? tokenForTokenlessRequest() : null;
  const sentToken = renewal === null ? stored : await renewal;
  let response: AxiosResponse<unknown>;
  try {
    response = await send(request, sentToken);
  } catch (error) {
    response = await retryAfterUnauthorized(error, request, sentToken);
  }
  return bodyOf<T>(response, options?.operationId);
};

/** A /v1 call: bearer token, refresh, and errors as ApiError. Never navigates or toasts. */
export const sendApiRequest = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  reportingFailure(config, options, () => apiRequest<T>(config, options));

/** A call to the external provinces service: same shape, but no token, no refresh, no cookies. */
export const sendProvincesRequest = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  reportingFailure(config, options, async () => {
    try {
      return bodyOf<T>(
        await provincesHttpClient.request<unknown>(merge(config, options)),
        options?.operationId,
      );
    } catch (error) {
      throw toApiError(error);
    }
  });
