import type { UnhandledFrameHandle } from 'msw';

/**
 * Every request or socket that no MSW handler answers is recorded here, printed as an error and failed at the
 * network level. The setup file then fails the test in afterEach, so an unhandled request fails the test even
 * when the code under test swallows the network error (react-query retries, an error view, a catch block).
 */
const unhandled: string[] = [];

export const failOnUnhandledFrame: UnhandledFrameHandle = async ({ frame }) => {
  const message = await frame.getUnhandledMessage();
  unhandled.push(message);
  console.error('[MSW] Error: %s', message);
  // A thrown Response fails an HTTP request as a network error (a thrown Error would become a 500
  // response); a thrown Error fires the socket's error event.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to error a request
  if (frame.protocol === 'http') throw Response.error();
  throw new Error('Unhandled WebSocket connection in a test (see the MSW error above).');
};

/** Returns the unhandled requests recorded since the last call and forgets them. */
export function takeUnhandledFrames(): string[] {
  return unhandled.splice(0);
}

export function assertNoUnhandledFrames(messages: string[]): void {
  if (messages.length === 0) return;
  throw new Error(
    `${messages.length} network request(s) had no MSW handler. Add a handler (server.use(...)) ` +
      `or fix the URL:\n\n${messages.join('\n\n')}`,
  );
}
