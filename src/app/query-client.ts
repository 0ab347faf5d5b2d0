import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { logQueryFailure, refreshAfterMutation } from '@/lib/api/query-meta';

/**
 * One retry for failures that may be passing (no response, 5xx). A 4xx, an expired session or a
 * `success: false` envelope is the server's considered answer: asking again will not change it.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Called once per failed query (after its retries), however many components show it.
    queryCache: new QueryCache({ onError: logQueryFailure }),
    // What a change makes stale is declared on the mutation (`meta.refreshes`) and refreshed here, once.
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _result, _mutation, context) => refreshAfterMutation(context),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Returning to the tab should not refetch everything; sockets push the changes that matter.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
