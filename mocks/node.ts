import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * /version.json as a server of this very build answers it (scripts/vite/release-info.ts): the running release, so
 * a test that turns the tab away and back sees no new-version offer unless it deploys one itself (server.use).
 */
const runningRelease = http.get('*/version.json', () =>
  HttpResponse.json({
    release: String(import.meta.env.VITE_RELEASE),
    builtAt: String(import.meta.env.VITE_BUILT_AT),
  }),
);

/** What every test starts with; a test's own `server.use` handlers go after each test. */
export const testHandlers = [...handlers, runningRelease];

export const server = setupServer(...testHandlers);
