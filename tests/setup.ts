import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { notifySessionChanged } from '../src/lib/api/session-storage';
import { loadLaterRecipes } from '../src/theme/recipe-loading';
import { resetMockBackendAfterEachTest } from './mock-server';

// First: its afterEach (handlers, scenario, db) then runs after the DOM clean-up below (hooks run as a stack).
// This file runs again before every test file, also without isolation, so every file registers both resets.
resetMockBackendAfterEachTest();

// findBy*/waitFor wait up to 15 s (default 1 s): the first render of a lazy screen in a test file transforms
// and loads its whole module tree, which takes several seconds on a busy 2-core machine. Tests wait for a
// signal, so a long ceiling costs nothing when things work; tests should not set shorter ones.
configure({ asyncUtilTimeout: 15_000 });

// Components are rendered here outside the screens and widgets that load the later Chakra recipes in the app.
await loadLaterRecipes();

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The session client remembers a failed guest refresh until the session changes; start each test afresh.
  notifySessionChanged();
});
