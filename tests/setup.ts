import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
import { resetScenario } from '../mocks/scenarios/testing';
import { notifySessionChanged } from '../src/lib/api/session-storage';
import { assertNoUnhandledFrames, failOnUnhandledFrame, takeUnhandledFrames } from './unhandled-network';

// Top level, not beforeAll: sockjs-client captures the global WebSocket when its module is first evaluated,
// and test files import it before any beforeAll hook runs. Listening here patches WebSocket first.
server.listen({ onUnhandledFrame: failOnUnhandledFrame });

// findBy*/waitFor wait up to 5 s (default 1 s): lazy screens load their chunk first, slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia; the colour-mode code reads prefers-color-scheme. Default: light, no match.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom implements scrollTo as a "not implemented" error; route changes scroll to the top.
window.scrollTo = () => {};
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // The session client remembers a failed guest refresh until the session changes; start each test afresh.
  notifySessionChanged();
  resetScenario();
  // Every test starts on the same seeded db (a no-op when the test changed nothing).
  await resetDb();
  assertNoUnhandledFrames(takeUnhandledFrames());
});

afterAll(() => {
  server.close();
});
