import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DevPanel } from './dev-panel';

export { startScenarios } from '../scenarios/browser';

const HOST_ID = 'mock-dev-panel';

/**
 * Mounts the mock-mode dev panel (scenario switcher, db reset) into its own React root, outside the app's
 * tree, providers and styles. src/main.tsx calls it only in mock mode, behind the dynamic import of this
 * module, so the production build never contains it.
 */
export function mountDevPanel(): void {
  if (document.getElementById(HOST_ID)) return;
  const host = document.createElement('div');
  host.id = HOST_ID;
  document.body.append(host);
  createRoot(host).render(createElement(DevPanel));
}
