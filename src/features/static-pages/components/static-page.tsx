import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/display/page-meta';
import { canonicalUrl } from '@/lib/seo';

interface StaticPageProps {
  title: string;
  intro?: string;
  /** A line under the title, such as the last-updated date. */
  meta?: ReactNode;
  /** Wider pages (about, help) use the full container; reading pages stay at a comfortable line length. */
  width?: 'reading' | 'wide';
  children: ReactNode;
}

/**
 * The frame every static page shares: document metadata (its lead as description), one h1 that the shell focuses after navigation
 * (tabIndex -1), an optional lead paragraph, then the page's own sections.
 */
export function StaticPage({ title, intro, meta, width = 'reading', children }: StaticPageProps) {
  const { pathname } = useLocation();
  return (
    <Container
      maxW={width === 'wide' ? '6xl' : '4xl'}
      py={{ base: '8', md: '14' }}
      px={{ base: '4', md: '8' }}
    >
      <PageMeta page={title} description={intro} canonical={canonicalUrl(pathname)} />
      <Stack gap="3" mb={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {meta}
        {intro ? (
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
            {intro}
          </Text>
        ) : null}
      </Stack>
      <Box>{children}</Box>
    </Container>
  );
}
