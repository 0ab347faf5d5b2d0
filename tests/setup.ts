import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { notifySessionChanged } from '../src/lib/api/session-storage';
import { resetMockBackendAfterEachTest } from './mock-server';

// First: its afterEach (handlers, scenario, db) then runs after the DOM clean-up below (hooks run as a stack).
// This file runs again before every test file, also without isolation, so every file registers both resets.
resetMockBackendAfterEachTest();

// findBy*/waitFor wait up to 15 s (default 1 s): the first render of a lazy screen in a test file transforms
// and loads its whole module tree, which takes several seconds on a busy 2-core machine. Tests wait for a
// signal, so a long ceiling costs nothing when things work; tests should not set shorter ones.
configure({ asyncUtilTimeout: 15_000 });

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

// jsdom has no ResizeObserver; Chakra's popovers and menus position themselves with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom implements scrollTo as a "not implemented" error; route changes scroll to the top.
window.scrollTo = () => {};
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(async () => {
  cleanup();
  await resetModuleState();
  localStorage.clear();
  sessionStorage.clear();
  // The session client remembers a failed guest refresh until the session changes; start each test afresh.
  notifySessionChanged();
});

/**
 * The app's module state, back to how a fresh page starts: what one test leaves in a module, the next test of the
 * file (and, in a shared module graph, the next file) would find. Every module that keeps state across calls has
 * its reset here (a new one belongs here too). Imported when the test ends, not at the top: a file that `vi.mock`s
 * one of these modules (or a module they import) must get its mock. A module that cannot load now (a test left a
 * malformed /config.js stubbed, read when the config module loads) holds no state to reset.
 */
async function resetModuleState(): Promise<void> {
  const loaded = <T>(module: Promise<T>): Promise<T | null> => module.catch(() => null);
  const [toasts, refresh, renewal, realtime, outbox, analytics, vitals, signals, texts] = await Promise.all([
    loaded(import('../src/components/feedback/toaster')),
    loaded(import('../src/lib/api/refresh-session')),
    loaded(import('../src/lib/api/session-renewal')),
    loaded(import('../src/lib/realtime/realtime-client')),
    loaded(import('../src/lib/realtime/chat-outbox')),
    loaded(import('../src/lib/analytics/analytics')),
    loaded(import('../src/lib/analytics/web-vitals')),
    loaded(import('../src/lib/telemetry/signals')),
    loaded(import('../src/i18n')),
  ]);
  toasts?.resetToasterForTests();
  refresh?.resetRefreshForTests();
  renewal?.resetRenewalForTests();
  // Closes the socket (status back to idle).
  await realtime?.resetRealtimeForTests();
  outbox?.resetChatOutbox();
  analytics?.setAnalyticsSink(null);
  analytics?.pageViewLog.clear();
  vitals?.resetWebVitalsForTests();
  signals?.resetSignalsForTests();
  // A test that switched to English and failed before switching back would leave the next file in English.
  if (texts?.i18n && texts.i18n.language !== texts.DEFAULT_LANGUAGE) {
    await texts.i18n.changeLanguage(texts.DEFAULT_LANGUAGE);
  }
}
