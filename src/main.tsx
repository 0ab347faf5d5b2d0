import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Mock mode starts the MSW worker before anything else loads: sockjs-client captures `WebSocket` when its
 * module is evaluated, so the app (and everything it imports) is loaded only after `worker.start()`.
 * The condition reads `import.meta.env` directly so the production build drops the branch and never emits
 * the mocks chunk (msw, faker, the seed).
 */
async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_USE_MOCKS !== 'true') return;
  const { worker } = await import('../mocks/browser');
  await worker.start({
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

async function bootstrap(): Promise<void> {
  await enableMocking();
  const { App } = await import('./app/app');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
