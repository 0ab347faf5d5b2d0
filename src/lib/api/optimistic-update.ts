import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Snapshot<TData> {
  previous: TData | undefined;
}

/**
 * Mutation callbacks for an optimistic change to one cached query, the TanStack way: stop its fetches, keep
 * a snapshot, apply the change at once and put the snapshot back if the call fails. Reading the server's
 * answer again either way is a refresh, so the mutation declares it: `meta: { refreshes: [queryKey] }`.
 */
export function optimisticUpdate<TData, TVariables>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  apply: (variables: TVariables) => void,
) {
  return {
    onMutate: async (variables: TVariables): Promise<Snapshot<TData>> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TData>(queryKey);
      apply(variables);
      return { previous };
    },
    onError: (_error: unknown, _variables: TVariables, snapshot: Snapshot<TData> | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
    },
  };
}
