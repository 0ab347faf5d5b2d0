import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListingsLayoutProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** The frame of the listings screens: document title, the page's one h1 (focused after navigation), a lead. */
export function ListingsLayout({ title, lead, children }: ListingsLayoutProps) {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <title>{t('documentTitle', { page: title })}</title>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} tabIndex={-1} outline="none">
            {title}
          </Heading>
          {lead ? (
            <Text color="fg.muted" fontSize="lg">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
