import { isApiError } from '@/lib/api';

/**
 * Why a request could not be shown: only its student and its teacher may see it (403), it does not exist
 * (404), or something else failed (the app's load-failure texts, with a retry). A `success: false` envelope
 * is read by the status it names too.
 */
export function requestLoadFailure(error: unknown): 'forbidden' | 'notFound' | 'other' {
  if (!isApiError(error)) return 'other';
  const named = (error.body as { httpStatus?: unknown } | undefined)?.httpStatus;
  if (error.status === 403 || named === 'FORBIDDEN') return 'forbidden';
  if (error.status === 404 || named === 'NOT_FOUND') return 'notFound';
  return 'other';
}
