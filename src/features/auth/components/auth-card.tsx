import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Sign up"). */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: document title, an h1 that takes focus after navigation, one card. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <title>{t('documentTitle', { page: title })}</title>
      <Stack gap="6">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        <Card.Root variant="outline">
          <Card.Body p={{ base: '5', md: '8' }}>{children}</Card.Body>
        </Card.Root>
        {footer}
      </Stack>
    </Container>
  );
}
