import { isApiError } from '@/lib/api/api-error';

/**
 * The server's own words for a failed call, when it sent any. A network failure has none, and its caller
 * shows its own text instead.
 */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}
