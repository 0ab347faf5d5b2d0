import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '@/components/feedback/toasts';
import { i18n } from '@/i18n';
import { system } from '@/theme/system';
import { createQueryClient } from './query-client';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client per test; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={client}>
          {children}
          <Toasts />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
