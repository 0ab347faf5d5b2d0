import { isAxiosError, isCancel } from './axios-marks';

/** The common envelope. */
export interface ApiEnvelope<TData = unknown> {
  success: boolean;
  message?: string | null;
  data?: TData;
  httpStatus?: string;
}

export type ApiErrorKind =
  | 'network' // no response at all (status 0)
  | 'http' // non-2xx response
  | 'rejected' // 2xx whose envelope says success: false
  | 'malformed' // 2xx whose body could not be read as expected
  | 'session-expired'; // a 401 that could not be cured by a refresh

/** Server-contract data, not UI copy: features show their own i18n text. */
export const SESSION_EXPIRED_RESULT = {
  success: false,
  message: 'Session expired. Please login again.',
  data: 'Access Denied',
  httpStatus: 'UNAUTHORIZED',
} as const satisfies ApiEnvelope<string>;

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

/** What a failure says to the person: the server message, or else the data text. */
function messageFrom(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, data } = body as { message?: unknown; data?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof data === 'string' && data.trim() !== '') return data;
  return undefined;
}

export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** The parsed response body (usually the envelope) when there was one. */
  readonly body: TBody | undefined;
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, status: number, body?: TBody, options?: { cause?: unknown }) {
    const serverMessage = messageFrom(body);
    super(
      `API ${kind} error${status ? ` (${status})` : ''}${serverMessage ? `: ${serverMessage}` : ''}`,
      options,
    );
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function sessionExpiredError(cause?: unknown): ApiError<typeof SESSION_EXPIRED_RESULT> {
  return new ApiError('session-expired', 401, SESSION_EXPIRED_RESULT, {
    cause,
  });
}

/**
 * Maps transport failures to ApiError. Cancellation (react-query's signal) and non-axios errors (bugs) pass
 * through untouched so they are not mistaken for server answers.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || !isAxiosError(error) || isCancel(error)) return error;
  const { response } = error;
  if (!response) return new ApiError('network', 0, undefined, { cause: error });
  const body: unknown = response.data === '' ? undefined : response.data;
  return new ApiError('http', response.status, body, { cause: error });
}
