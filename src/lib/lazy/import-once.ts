/**
 * Shares one dynamic import among all its callers. A load that failed (a dropped connection, a deploy that
 * replaced the chunk) is not kept: the next caller tries again, so one bad moment does not break the part for
 * the rest of the visit.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
