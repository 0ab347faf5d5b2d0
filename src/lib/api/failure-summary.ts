import { isApiError } from './api-error';
import { isAxiosError } from './axios-marks';
import { envelopeCode } from './not-found';

/**
 * What a failure log may show. An ApiError keeps the axios error as its `cause`, and that carries the request
 * config with `Authorization: Bearer <token>`: logging the error object itself would put the token in the
 * console (expandable in DevTools, in production too). Logs get this summary instead, built from named fields
 * only, never from the request.
 */
export interface FailureSummary {
  /** The call that failed, e.g. `/v1/notifications` (the query key's path). */
  operation?: string;
  /** HTTP status, 0 when no answer arrived. */
  status?: number;
  /** ApiError kind, or the error's name for anything else (a bug in our code). */
  kind: string;
  /** The envelope's `httpStatus` or the transport's code (`ERR_NETWORK`), when there is one. */
  code?: string;
  message: string;
}

function codeOf(error: { body?: unknown; cause?: unknown }): string | undefined {
  const { body, cause } = error;
  return envelopeCode(body) ?? (isAxiosError(cause) ? cause.code : undefined);
}

export function failureSummary(error: unknown, operation?: string): FailureSummary {
  const where = operation === undefined ? {} : { operation };
  if (isApiError(error)) {
    const code = codeOf(error);
    return {
      ...where,
      status: error.status,
      kind: error.kind,
      ...(code === undefined ? {} : { code }),
      message: error.message,
    };
  }
  if (error instanceof Error) return { ...where, kind: error.name, message: error.message };
  return { ...where, kind: typeof error, message: String(error) };
}
