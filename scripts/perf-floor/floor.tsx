/**
 * The "floor" page of `npm run perf`: the mandated libraries (Chakra UI v3 with its defaultSystem, react-query,
 * i18next, axios, zod) and one button, nothing else. What Lighthouse gives it on this machine is the best the app
 * could score with the same stack; it is built only by scripts/perf.ts and never shipped.
 */
import { Button, ChakraProvider, defaultSystem, Heading, Stack, Text } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import i18next from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { z } from 'zod';

void i18next.use(initReactI18next).init({
  lng: 'tr',
  resources: { tr: { translation: { title: 'Özel ders', load: 'Öğretmenleri getir' } } },
});

const health = z.object({ ok: z.boolean() });

function Floor() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const query = useQuery({
    queryKey: ['health'],
    enabled: asked,
    queryFn: async () => health.parse((await axios.get('/__mock/health')).data),
  });
  return (
    <Stack p="8" gap="4">
      <Heading as="h1" size="3xl">
        {t('title')}
      </Heading>
      <Button onClick={() => setAsked(true)}>{t('load')}</Button>
      <Text>{query.data ? String(query.data.ok) : ''}</Text>
    </Stack>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <Floor />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>
  </StrictMode>,
);
