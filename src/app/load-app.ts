/**
 * Loads the app module. Here lazily: in the modes that use mocks, the MSW worker must start before the app's
 * modules are evaluated (sockjs-client captures `WebSocket` when it loads). The production build swaps this
 * file for load-app.eager.ts (vite.config.ts), so the app is part of the entry and the browser fetches all of
 * its first-load chunks in parallel from index.html's modulepreload links instead of after main.tsx has run.
 */
export const loadApp = () => import('./app-entry');
