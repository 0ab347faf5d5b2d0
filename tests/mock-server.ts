import { afterAll, afterEach } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
import { resetScenario } from '../mocks/scenarios/testing';
import { assertNoUnhandledFrames, failOnUnhandledFrame, takeUnhandledFrames } from './unhandled-network';

/*
 * The mock backend for a test file: the MSW server with the app's handlers (an unhandled request or socket fails
 * the test), and each test starting on the default scenario and the seeded db. tests/setup.ts imports it for
 * every `jsdom` test; a `node` test that calls the network imports it itself (`import '../mock-server'`), so the
 * pure-rule tests do not pay for the handlers and the seed.
 */
// Top level, not beforeAll: sockjs-client captures the global WebSocket when its module is first evaluated,
// and test files import it before any beforeAll hook runs. Listening here patches WebSocket first.
server.listen({ onUnhandledFrame: failOnUnhandledFrame });

afterEach(async () => {
  server.resetHandlers();
  resetScenario();
  // Every test starts on the same seeded db (a no-op when the test changed nothing).
  await resetDb();
  assertNoUnhandledFrames(takeUnhandledFrames());
});

afterAll(() => {
  server.close();
});
