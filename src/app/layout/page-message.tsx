import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/display/page-meta';

interface PageMessageProps {
  title: string;
  body: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/**
 * The layout shared by the shell's own pages (not found, load errors): a document title, an h1
 * that takes focus after navigation, and one sentence.
 */
export function PageMessage({ title, body, actions }: PageMessageProps) {
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      {/* A message instead of a page (not found, a load error) is nothing a search engine should list. */}
      <PageMeta page={title} noIndex />
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {body}
        </Text>
        {actions}
      </Stack>
    </Container>
  );
}
