import type { QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export interface AppInstance {
  queryClient: QueryClient;
  router: DataRouter;
}

/**
 * The app's query cache and router, made before anything is rendered: the router starts loading the first
 * screen (its code, its texts, its data) at once, and the entry can wait for it (first-screen.ts). The router
 * shares the query cache so a screen's data can be asked for while its code loads.
 */
export function createAppInstance(): AppInstance {
  const queryClient = createQueryClient();
  return { queryClient, router: createAppRouter(undefined, { queryClient }) };
}

export function App({ queryClient, router }: AppInstance) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
