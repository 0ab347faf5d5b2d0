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

/** The JSON body of every POST to `pathname` from now until the test ends (the request still goes through). */
export function recordBodies<T>(pathname: string): T[] {
  const bodies: T[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === pathname) {
      bodies.push((await request.clone().json()) as T);
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}
