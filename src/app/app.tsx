import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter, createRoutes } from './router';
import { keepServerAnswers } from './server-answers';
import type { SsrState } from './ssr-state';

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

/**
 * The app over a server-rendered page (src/entry-server.tsx): the query cache holds the server's answers and
 * the router starts from the server's loader data, with the page's screen code already loaded, so the first
 * client render matches the markup and nothing is asked for twice.
 */
export async function createHydratedInstance(state: SsrState): Promise<AppInstance> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  keepServerAnswers(queryClient);
  const routes = createRoutes({ queryClient });
  // A route whose code is still lazy renders its fallback: the server rendered the screen, so it is loaded first.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return { queryClient, router: createBrowserRouter(routes, { hydrationData: state.router }) };
}

export function App({ queryClient, router }: AppInstance) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
