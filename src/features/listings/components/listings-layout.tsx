import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta, type PageMetaProps } from '@/components/display/page-meta';

interface ListingsLayoutProps {
  title: string;
  lead?: string;
  /** Description, canonical link and sharing tags of a public listings page. */
  meta?: Omit<PageMetaProps, 'page' | 'title'>;
  children: ReactNode;
}

/** The frame of the listings screens: document metadata, the page's one h1 (focused after navigation), a lead. */
export function ListingsLayout({ title, lead, meta, children }: ListingsLayoutProps) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <PageMeta page={title} {...meta} />
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
