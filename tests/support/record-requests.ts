import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node';

/**
 * Method and path of every request the app makes from now until the test ends. The path is the one sent, still
 * percent-encoded, so a test sees whether a value stayed inside its path segment.
 */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}
