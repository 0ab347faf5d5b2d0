// What the entry (main.tsx) needs of the app, loaded through load-app.ts.
export { App, createAppInstance, createHydratedInstance } from './app';
export { firstScreenReady } from './first-screen';
export { getHydrationSystem } from '@/theme/system';
