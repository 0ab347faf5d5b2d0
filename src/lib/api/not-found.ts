import { isRouteErrorResponse } from 'react-router-dom';
import { isApiError } from './api-error';

/**
 * The code an answer's envelope names its failure by (`httpStatus`: the server's status name, e.g. `NOT_FOUND`,
 * `FORBIDDEN`), whatever HTTP status carried it; undefined when the body is no envelope or names none.
 */
export function envelopeCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { httpStatus } = body as { httpStatus?: unknown };
  return typeof httpStatus === 'string' ? httpStatus : undefined;
}

/**
 * The one answer to "does this failure say the thing is not there?", for every screen: an HTTP 404 (with or
 * without a body), an envelope that names `NOT_FOUND` on any status (a `success: false` on 200 included), or
 * the router's own 404. Anything else (no answer, a server error, a refusal) is a failure to show as one.
 */
export function isNotFound(error: unknown): boolean {
  if (isApiError(error)) return error.status === 404 || envelopeCode(error.body) === 'NOT_FOUND';
  return isRouteErrorResponse(error) && error.status === 404;
}
