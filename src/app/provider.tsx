import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '@/components/feedback/toasts';
import { HydratedContext } from '@/hooks/use-hydrated';
import { isServerRendered } from '@/lib/boot/server-rendered';
import { i18n } from '@/i18n';
import { getServerSystem } from '@/theme/server-system';
import { getHydrationSystem, getSystem } from '@/theme/system';
import { createQueryClient } from './query-client';
import { HYDRATED_ATTRIBUTE } from './ssr-state';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client per test; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider
        // The renderer's own system (global styles made once per process), a hydrating page's, or the app's.
        value={
          import.meta.env.SSR ? getServerSystem() : hydratesServerPage() ? getHydrationSystem() : getSystem()
        }
      >
        <QueryClientProvider client={client}>
          <HydratedProvider>
            {children}
            <Toasts />
          </HydratedProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}

/** In the browser, on a page the server rendered (the renderer itself makes every style). */
const hydratesServerPage = () => !import.meta.env.SSR && isServerRendered();

/**
 * Says when the page the server rendered has been hydrated (useHydrated). Until then every reader renders as the
 * server did; after it, they render again in a background render React splits into short tasks. A store that
 * differs from the server's (useSyncExternalStore) re-renders its readers in one synchronous task instead, which
 * on a phone was the directory's largest task after hydration (Lighthouse's blocking time).
 */
function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!isServerRendered());
  useEffect(() => {
    if (hydrated) return;
    // The signal the hydration test waits for before it judges (#root's hydration has committed).
    document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, '');
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
