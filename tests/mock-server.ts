import { afterEach } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
import { resetScenario } from '../mocks/scenarios/testing';
import { assertNoUnhandledFrames, failOnUnhandledFrame, takeUnhandledFrames } from './unhandled-network';

/*
 * The mock backend for a test file: the MSW server with the app's handlers (an unhandled request or socket fails
 * the test), and each test starting on the default scenario and the seeded db. tests/setup.ts brings it for
 * every `jsdom` test; a `node` test that calls the network calls `resetMockBackendAfterEachTest()` itself, so the
 * pure-rule tests do not pay for the handlers and the seed.
 */
// Top level, not beforeAll: sockjs-client captures the global WebSocket when its module is first evaluated,
// and test files import it before any beforeAll hook runs. Listening here patches WebSocket first.
// Once per module graph and never closed: without isolation (vite.config.ts) the next test files in the worker
// share this module and this server; the worker's exit ends it.
server.listen({ onUnhandledFrame: failOnUnhandledFrame });

/**
 * Registers the per-test reset in the calling test file. A function, not a top-level hook: without isolation
 * this module is evaluated once per worker, so top-level hooks would reach only its first test file; the setup
 * file runs again for every file and calls this.
 */
export function resetMockBackendAfterEachTest(): void {
  afterEach(async () => {
    server.resetHandlers();
    resetScenario();
    // Every test starts on the same seeded db (a no-op when the test changed nothing).
    await resetDb();
    assertNoUnhandledFrames(takeUnhandledFrames());
  });
}
