import { envelopeCode, isApiError, isNotFound } from '@/lib/api';

/**
 * Why a request could not be shown: only its student and its teacher may see it (403, or an envelope naming
 * `FORBIDDEN`), it does not exist (the app's one not-found reader), or something else failed (the app's
 * load-failure texts, with a retry).
 */
export function requestLoadFailure(error: unknown): 'forbidden' | 'notFound' | 'other' {
  if (!isApiError(error)) return 'other';
  if (error.status === 403 || envelopeCode(error.body) === 'FORBIDDEN') return 'forbidden';
  return isNotFound(error) ? 'notFound' : 'other';
}
