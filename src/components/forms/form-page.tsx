import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/display/page-meta';

interface FormPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Sign up"). */
  footer?: ReactNode;
  /** A wider card with less padding on phones, for a form with side-by-side fields or tabs. */
  wide?: boolean;
}

/**
 * The frame of a page that is one form (sign-in, registration, profile setup): document title, an h1 that
 * takes focus after navigation, an optional intro, one card and the links under it.
 */
export function FormPage({ title, intro, children, footer, wide = false }: FormPageProps) {
  return (
    <Container
      maxW={wide ? 'xl' : 'md'}
      py={{ base: '8', md: wide ? '12' : '16' }}
      px={{ base: '4', md: '6' }}
    >
      <PageMeta page={title} />
      <Stack gap="6">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        <Card.Root variant="outline">
          <Card.Body p={{ base: wide ? '4' : '5', md: '8' }}>{children}</Card.Body>
        </Card.Root>
        {footer}
      </Stack>
    </Container>
  );
}
