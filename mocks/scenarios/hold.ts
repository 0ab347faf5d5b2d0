import { http, type RequestHandler } from 'msw';
import { operationOf } from './operations';

/*
 * Answers held open by an e2e test, in the browser tab only: `mock-hold` (detail: an operation id of
 * openapi.yaml) keeps that operation's requests waiting until `mock-release` with the same id. Tests wait for
 * signals, not for time, so an upload in flight (its progress bar, its cancel button) is held on purpose.
 */
export const HOLD_EVENT = 'mock-hold';
export const RELEASE_EVENT = 'mock-release';

const holds = new Map<string, { promise: Promise<void>; release: () => void }>();

if (typeof window !== 'undefined') {
  window.addEventListener(HOLD_EVENT, (event) => {
    const id = String((event as CustomEvent<string>).detail);
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    holds.set(id, { promise, release });
  });
  window.addEventListener(RELEASE_EVENT, (event) => {
    const id = String((event as CustomEvent<string>).detail);
    holds.get(id)?.release();
    holds.delete(id);
  });
}

const heldOf = (request: Request) => {
  const id = operationOf(request)?.id;
  return id === undefined ? undefined : holds.get(id);
};

/** First in the worker's list: waits while held, then lets the request on to the other handlers. */
export const holdHandlers: RequestHandler[] = [
  http.all(
    ({ request }) => heldOf(request) !== undefined,
    async ({ request }) => {
      await heldOf(request)?.promise;
      return undefined;
    },
  ),
];
