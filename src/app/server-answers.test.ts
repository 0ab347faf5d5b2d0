import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, shouldRetry } from './query-client';
import { keepServerAnswers, SERVER_ANSWER_FRESH_MS } from './server-answers';

/** A client holding the server's answer for ['teachers'], fetched `ageMs` ago, as a rendered page arrives. */
function clientWithServerAnswer(ageMs: number): QueryClient {
  const server = new QueryClient();
  server.setQueryData(['teachers'], ['Zeynep Çelik'], { updatedAt: Date.now() - ageMs });
  const client = createQueryClient();
  hydrate(client, dehydrate(server));
  keepServerAnswers(client);
  return client;
}

/** Mounts a reader of `key` (as a screen does) and says whether it asked the server again. */
async function mountAsks(client: QueryClient, key: string[]): Promise<boolean> {
  const queryFn = vi.fn(() => Promise.resolve(['Ayşe Yılmaz']));
  const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => {});
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  unsubscribe();
  return queryFn.mock.calls.length > 0;
}

describe('answers a server-rendered page arrived with', () => {
  it('are not asked for again on mount while the page may still come from the shared cache', async () => {
    expect(await mountAsks(clientWithServerAnswer(10_000), ['teachers'])).toBe(false);
  });

  it('are asked for again once older than the shared cache may keep the page', async () => {
    expect(await mountAsks(clientWithServerAnswer(SERVER_ANSWER_FRESH_MS + 1_000), ['teachers'])).toBe(true);
  });

  it('are asked for again after a change invalidated them', async () => {
    const client = clientWithServerAnswer(10_000);
    await client.invalidateQueries({ queryKey: ['teachers'] });
    expect(await mountAsks(client, ['teachers'])).toBe(true);
  });

  it('leave every other answer to the usual rule: cached but stale, asked for on mount', async () => {
    const client = clientWithServerAnswer(10_000);
    client.setQueryData(['courses'], ['Matematik']);
    expect(await mountAsks(client, ['courses'])).toBe(true);
  });

  it("keep the client's other defaults", () => {
    const client = clientWithServerAnswer(0);
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
