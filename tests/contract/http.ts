import type { Answer } from './grade.ts';

/* The checker's one way to make a call: a timeout, the body read once, JSON parsed when it is JSON. */

export type CallResult = { answer: Answer; response: Response; durationMs: number } | { unreachable: string };

export function networkErrorText(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const code = cause?.code ?? cause?.message;
  return [error instanceof Error ? error.message : String(error), code].filter(Boolean).join(': ');
}

export async function call(
  url: URL | string,
  init: RequestInit,
  options: { fetch?: typeof fetch; timeoutMs?: number },
): Promise<CallResult> {
  const started = performance.now();
  let response: Response;
  try {
    const doFetch = options.fetch ?? fetch;
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
  } catch (error) {
    return { unreachable: networkErrorText(error) };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {
    answer: { status: response.status, body, text },
    response,
    durationMs: performance.now() - started,
  };
}

/** The list in an answer: `data` itself, or its `content` (a page) or `data` (a wrapped list). */
export function itemsOf(body: unknown): Array<Record<string, unknown>> {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  const list = Array.isArray(data)
    ? data
    : ((data as { content?: unknown; data?: unknown } | null | undefined)?.content ??
      (data as { data?: unknown } | null | undefined)?.data);
  return Array.isArray(list) ? (list as Array<Record<string, unknown>>) : [];
}
