import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadApp } from './app/load-app';
import { readSsrState } from './app/ssr-state';
import { applyInitialDarkMode } from './hooks/use-dark-mode';
import { DEFAULT_LANGUAGE, i18n, i18nReady } from './i18n';
import { markAppStart } from './lib/boot/app-start';
import { markServerRendered } from './lib/boot/server-rendered';
import { showBootFailure } from './lib/boot/boot-failure';

/**
 * How long the app waits for the first screen's code before it mounts: header and page then paint together
 * instead of the shell first and the page a moment later. Shorter than the 800 ms overlay, which counts from
 * the app's start, so the wait never shows; a slower screen gets the shell and its spinner meanwhile.
 */
const FIRST_SCREEN_WAIT_MS = 500;

/**
 * Mock mode starts the MSW worker before anything else loads: sockjs-client captures `WebSocket` when its
 * module is evaluated, so the app (and everything it imports) is loaded only after `worker.start()`.
 * The condition reads `import.meta.env` directly so the production build drops the branch and never emits
 * the mocks chunk (msw, faker, the seed).
 */
async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_USE_MOCKS !== 'true') return;
  // The scenario (?scenario=…, kept per tab) must be active before the worker answers the first request.
  const { mountDevPanel, startScenarios } = await import('../mocks/dev-panel');
  await startScenarios();
  const { worker } = await import('../mocks/browser');
  await worker.start({
    // MSW's request log prints bodies and headers: passwords at sign-in and bearer tokens would reach the
    // console. The dev panel shows the active scenario instead.
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  mountDevPanel();
}

/** Lets the browser run what waits (input, a paint) before the code after it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function bootstrap(): Promise<void> {
  // Before the first paint (and before the mock worker starts), so a dark-mode user never sees a white flash.
  applyInitialDarkMode();
  await enableMocking();
  markAppStart();
  // A saved language other than Turkish is fetched meanwhile, so its visitor never sees Turkish first.
  const [{ App, createAppInstance, createHydratedInstance, firstScreenReady, getHydrationSystem }] =
    await Promise.all([loadApp(), i18nReady]);
  // The modules' evaluation is one long task: the app starts in the next one, so the browser can answer input and
  // paint between the two instead of after both (Lighthouse's blocking time counts each long task on its own).
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element is missing from index.html');
  /*
   * A page the server rendered (in Turkish, as a guest) is hydrated; a visitor who chose another language gets
   * the page rendered afresh over it, as does every client-rendered page (dev, the mock build, the shell).
   */
  const ssrState = i18n.language === DEFAULT_LANGUAGE ? readSsrState(container) : null;
  if (ssrState) {
    const hydrated = await createHydratedInstance(ssrState);
    markServerRendered();
    // Chakra's system, one of the longest pieces of the start, in a task of its own rather than hydration's first.
    await nextTask();
    getHydrationSystem();
    // In a transition, hydration yields to the browser between parts of the page instead of one long task: the
    // page is already on screen, so nobody waits for it, and input stays answered meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App {...hydrated} />
        </StrictMode>,
      );
    });
    return;
  }
  const app = createAppInstance();
  const screenReady = await Promise.race([
    firstScreenReady(app.router).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRST_SCREEN_WAIT_MS)),
  ]);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    );
  /*
   * With the first screen there, in a transition: React yields to the browser while it renders it, and what
   * the screen renders later (below the fold, long lists) stays interruptible (less blocking time). Without it,
   * in one go: the router's provider reads the router's state as it renders and subscribes only when it
   * commits, so a time-sliced render would let the screen's arrival in between go unnoticed (the spinner would
   * stay).
   */
  if (screenReady) startTransition(render);
  else render();
}

// A boot that fails (the app chunk is gone after a deploy, the network dropped, the mock worker would not start)
// must never leave a white page: a plain message with a reload button replaces it.
bootstrap().catch((error: unknown) => {
  showBootFailure(document.getElementById('root') ?? document.body);
  console.error('The app could not start', error);
});
